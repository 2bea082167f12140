import type { ManualEntry } from '@/lib/content/get-manuals'

/** Manuals as getManuals returns them, for stories and tests. */
export const manualsFixture: ManualEntry[] = [
  {
    id: '1',
    title: 'Descodificador ZAP HD',
    description: 'Instalação, canais e controlo parental.',
    category: 'descodificador',
    url: '/api/documents/file/descodificador-hd.pdf',
    filesize: 126_000,
  },
  { id: '2', title: 'Comando universal', category: 'comando', url: '/api/documents/file/comando.pdf', filesize: 700 },
  {
    id: '3',
    title: 'Router Wi-Fi 6',
    description: 'Ligar o router e mudar a palavra-passe da rede.',
    category: 'router',
    url: '/api/documents/file/router-wifi-6.pdf',
    filesize: 1_468_006,
  },
]

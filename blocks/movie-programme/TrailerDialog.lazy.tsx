'use client'

import dynamic from 'next/dynamic'

// Radix Dialog is fetched by pages with a film programme only (a server import would put it in every page's first load).
export const TrailerDialog = dynamic(() => import('./TrailerDialog').then((m) => m.TrailerDialog))

/* Payload admin root layout (from Payload's template). */
import config from '@payload-config'
import '@payloadcms/next/css'
import type { ServerFunctionClient } from 'payload'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import type React from 'react'

import { scheduleServerFunctions } from '@/cms/schedule/refuse-past-schedule'
import { importMap } from './admin/importMap.js'
import './live-preview.scss'

type Args = { children: React.ReactNode }

const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  // "Schedule Publish" refuses a time that has already passed (cms/schedule/refuse-past-schedule.ts).
  return handleServerFunctions({ ...args, config, importMap, serverFunctions: scheduleServerFunctions })
}

const Layout = ({ children }: Args) => (
  <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
    {children}
  </RootLayout>
)

export default Layout

/** The owner's rates grid and settings calls (decision 0120), through the desk's one fetch wrapper. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { DeskDone } from '@/api/contract/desk'
import {
  DeskFailedMail,
  DeskGrid,
  DeskGridChanged,
  DeskPmsKeyCreated,
  DeskPmsKeys,
  DeskPropertyFile,
  DeskPropertyFileApplied,
  DeskWebhooks,
  type DeskGridChange,
} from '@/api/contract/desk-hotel'
import { call } from './desk-api'

const enc = encodeURIComponent

export const ownerKeys = {
  grid: (code: string, from: string, days: number) => ['desk', code, 'grid', from, days] as const,
  settings: (code: string, part: string) => ['desk', code, 'settings', part] as const,
}

export function useGrid(code: string, from: string, days: number) {
  return useQuery({
    queryKey: ownerKeys.grid(code, from, days),
    queryFn: () => call(`${enc(code)}/Grid?${from ? `from=${enc(from)}&` : ''}days=${days}`, DeskGrid),
    placeholderData: (previous) => previous,
  })
}

export function useGridChange(code: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (change: DeskGridChange) =>
      call(`${enc(code)}/Grid`, DeskGridChanged, { method: 'POST', body: change }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['desk', code, 'grid'] }),
  })
}

const settingsPath = (code: string, rest: string) => `${enc(code)}/Settings/${rest}`

export const downloadPropertyFile = (code: string) =>
  call(settingsPath(code, 'PropertyFile'), DeskPropertyFile)

export function useUploadPropertyFile(code: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (file: { FileName: string; Text: string }) =>
      call(settingsPath(code, 'PropertyFile'), DeskPropertyFileApplied, { method: 'POST', body: file }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['desk', code] }),
  })
}

export function usePmsKeys(code: string) {
  return useQuery({
    queryKey: ownerKeys.settings(code, 'keys'),
    queryFn: () => call(settingsPath(code, 'PmsKeys'), DeskPmsKeys),
  })
}

export function useCreatePmsKey(code: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (label: string) =>
      call(settingsPath(code, 'PmsKeys'), DeskPmsKeyCreated, { method: 'POST', body: { Label: label } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ownerKeys.settings(code, 'keys') }),
  })
}

export function useRevokePmsKey(code: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number) =>
      call(settingsPath(code, `PmsKeys/${id}/Revoke`), DeskDone, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ownerKeys.settings(code, 'keys') }),
  })
}

export function useWebhooks(code: string) {
  return useQuery({
    queryKey: ownerKeys.settings(code, 'webhooks'),
    queryFn: () => call(settingsPath(code, 'Webhooks'), DeskWebhooks),
  })
}

export function useFailedMail(code: string) {
  return useQuery({
    queryKey: ownerKeys.settings(code, 'mail'),
    queryFn: () => call(settingsPath(code, 'Mail'), DeskFailedMail),
  })
}

/** Sends a failed webhook (`Webhooks/{id}/Retry`) or message (`Mail/{id}/Resend`) again, then reads the list. */
export function useSendAgain(code: string, part: 'webhooks' | 'mail') {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number) =>
      call(settingsPath(code, part === 'mail' ? `Mail/${id}/Resend` : `Webhooks/${id}/Retry`), DeskDone, {
        method: 'POST',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ownerKeys.settings(code, part) }),
  })
}

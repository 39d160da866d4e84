import { useMutation, useQueryClient } from '@tanstack/react-query'
import { login, toAuthUser } from './api'
import { beginSession } from './session-actions'
import type { LoginFormValues } from './login-form-schema'

export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['auth', 'login'],
    // Logging in needs the network; never queue it for later.
    networkMode: 'always',
    mutationFn: async ({ username, password, rememberMe }: LoginFormValues) => {
      const data = await login({ username: username.trim(), password })
      const user = toAuthUser(data, rememberMe)
      await beginSession(queryClient, user)
      return user
    },
  })
}

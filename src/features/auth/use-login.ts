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
      // The server issues a token as long-lived as the session asked for (2 or 30 days).
      const data = await login({ username: username.trim(), password, remember_me: rememberMe })
      const user = await toAuthUser(data, rememberMe)
      await beginSession(queryClient, user)
      return user
    },
  })
}

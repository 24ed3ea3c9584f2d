import type { AuthResult, ChangePasswordBody, ForgotPasswordBody, LoginBody, RegisterBody, ResetPasswordBody, UpdateMeBody, User } from '@dishrated/shared';
import { useMutation } from '@tanstack/react-query';
import type { MutationConfig } from '../../../lib/react-query';
import { authApi } from './auth-api';

export const useLogin = (config?: MutationConfig<AuthResult, LoginBody>) =>
  useMutation({ ...config, mutationFn: (body: LoginBody) => authApi.login(body).then((r) => r.data) });

export const useRegister = (config?: MutationConfig<AuthResult, RegisterBody>) =>
  useMutation({ ...config, mutationFn: (body: RegisterBody) => authApi.register(body).then((r) => r.data) });

export const useUpdateProfile = (config?: MutationConfig<User, UpdateMeBody>) =>
  useMutation({ ...config, mutationFn: (body: UpdateMeBody) => authApi.updateMe(body).then((r) => r.data.user) });

/** Answers with a fresh token: the change ends every other session, this one continues with it. */
export const useChangePassword = (config?: MutationConfig<AuthResult, ChangePasswordBody>) =>
  useMutation({ ...config, mutationFn: (body: ChangePasswordBody) => authApi.changePassword(body).then((r) => r.data) });

export const useForgotPassword = (config?: MutationConfig<unknown, ForgotPasswordBody>) =>
  useMutation({ ...config, mutationFn: (body: ForgotPasswordBody) => authApi.forgotPassword(body) });

export const useResetPassword = (config?: MutationConfig<AuthResult, ResetPasswordBody>) =>
  useMutation({ ...config, mutationFn: (body: ResetPasswordBody) => authApi.resetPassword(body).then((r) => r.data) });

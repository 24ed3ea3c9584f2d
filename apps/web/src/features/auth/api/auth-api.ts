import type {
  AuthResult,
  ChangePasswordBody,
  ForgotPasswordBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  UpdateMeBody,
  User,
} from '@dishrated/shared';
import { api } from '../../../lib/api-client';

/** Plain fetchers for the /api/auth calls; hooks and pages build on these. */
export const authApi = {
  login: (body: LoginBody) => api.post<AuthResult>('/auth/login', body),
  register: (body: RegisterBody) => api.post<AuthResult>('/auth/register', { ...body, role: 'user' }),
  me: () => api.get<{ user: User }>('/auth/me'),
  updateMe: (body: UpdateMeBody) => api.put<{ user: User }>('/auth/me', body),
  /** Answers with a fresh token: the change ends every other session, this one continues with it. */
  changePassword: (body: ChangePasswordBody) => api.put<AuthResult>('/auth/change-password', body),
  forgotPassword: (body: ForgotPasswordBody) => api.post<{ resetUrl?: string } | null>('/auth/forgot-password', body),
  resetPassword: (body: ResetPasswordBody) => api.post<AuthResult>('/auth/reset-password', body),
};

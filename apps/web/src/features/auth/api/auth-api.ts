import type { ChangePasswordBody, ForgotPasswordBody, LoginBody, RegisterBody, ResetPasswordBody, UpdateMeBody } from '@dishrated/shared';
import { api } from '../../../lib/api-client';

/** Plain fetchers for the /api/auth calls; hooks and pages build on these. */
export const authApi = {
  login: (body: LoginBody) => api.post('/auth/login', { body }),
  register: (body: RegisterBody) => api.post('/auth/register', { body: { ...body, role: 'user' } }),
  me: () => api.get('/auth/me'),
  updateMe: (body: UpdateMeBody) => api.put('/auth/me', { body }),
  /** Answers with a fresh token: the change ends every other session, this one continues with it. */
  changePassword: (body: ChangePasswordBody) => api.put('/auth/change-password', { body }),
  forgotPassword: (body: ForgotPasswordBody) => api.post('/auth/forgot-password', { body }),
  resetPassword: (body: ResetPasswordBody) => api.post('/auth/reset-password', { body }),
};

import { zodResolver } from '@hookform/resolvers/zod';
import { changeEmailSchema, changePasswordSchema } from '@kuza/common';

// Settings → Account's rules, loaded with its forms' first render (lib/lazy-resolver.ts), not with the page.
export const changeEmailResolver = zodResolver(changeEmailSchema);
export const changePasswordResolver = zodResolver(changePasswordSchema);

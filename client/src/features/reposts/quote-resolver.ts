import { zodResolver } from '@hookform/resolvers/zod';
import { postContentSchema } from '@kuza/common';

// A quote's text follows the rules of any post's (common/content-schemas.ts), as the server checks it.
export const quoteResolver = zodResolver(postContentSchema(null));

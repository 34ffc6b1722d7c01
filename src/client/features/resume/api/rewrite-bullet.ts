import {
  rewriteBulletResponseSchema,
  type RewriteBulletRequestInput,
  type RewriteBulletResponse,
} from '#shared/cover-letter/rewrite-bullet.schema.ts';
import { request } from '../../../lib/api/request.ts';

/** 'Suggest a rewrite' for one bullet (`/api/functions/rewrite-bullet`). */
export function rewriteBullet(body: RewriteBulletRequestInput): Promise<RewriteBulletResponse> {
  return request('POST', '/api/functions/rewrite-bullet', {
    body,
    schema: rewriteBulletResponseSchema,
  });
}

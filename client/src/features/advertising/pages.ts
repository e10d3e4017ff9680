import { lazyPage } from '@/lib/lazy-page';

// Route pages, each loaded on first render in a chunk of its own: importing this file bundles none of them.
export const AdvertisingPage = lazyPage(() => import('./advertising-page'), 'AdvertisingPage');
export const CreateCampaignPage = lazyPage(() => import('./create-campaign-page'), 'CreateCampaignPage');

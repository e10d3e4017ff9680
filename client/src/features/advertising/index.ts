import { lazyPage } from '@/lib/lazy-page';

// The advertising screens, each its own chunk.
export const AdvertisingPage = lazyPage(() => import('./advertising-page'), 'AdvertisingPage');
export const CreateCampaignPage = lazyPage(() => import('./create-campaign-page'), 'CreateCampaignPage');

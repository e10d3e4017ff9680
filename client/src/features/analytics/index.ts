// What other features use: the creator's stats and the rates computed from them.
export { useCreatorStats } from './use-creator-stats';
export { changePercent, engagementPercentText, engagementRate, type CreatorStats } from './creator-stats-model';

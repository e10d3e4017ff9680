// The front door of circles: what other features and app/ may use. Resolvers are found by graphql/find-modules.ts.
export { CirclePostService } from './circle-post.service';
export { circleById } from './circle.loaders';
export { CircleService } from './circle.service';
export { Circle, CirclePost } from './circle.types';

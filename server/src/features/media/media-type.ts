import { registerEnumType } from 'type-graphql';

export enum MediaType {
  IMAGE = 'IMAGE',
  VIDEO = 'VIDEO',
  AUDIO = 'AUDIO',
}

registerEnumType(MediaType, { name: 'MediaType' });

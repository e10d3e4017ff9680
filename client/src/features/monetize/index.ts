// What other features use: the sample earnings by source.
export { SAMPLE_SOURCES } from './sample-money';

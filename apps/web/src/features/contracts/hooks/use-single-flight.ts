/** Shared with the creation wizard: it lives in lib/. */
export { useSingleFlight } from '../../../lib/use-single-flight.ts';

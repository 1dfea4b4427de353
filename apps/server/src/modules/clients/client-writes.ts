/**
 * The seam the contract creation wizard writes clients through (B§4 Creation wizard: "creates the
 * client (when new) or updates it"), inside the caller's transaction, with the client edit's own
 * rules and audit rows. `guardUnique` turns a unique-index race into 3002.
 */
export {
  type ClientValues,
  createClientIn,
  guardUnique,
  updateClientIn,
  valuesOf as clientValuesOf,
} from './clients.service.ts';

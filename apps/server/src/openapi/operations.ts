import { activityEndpoints } from '@pawndesk/domain/activity-endpoints';
import { assetEndpoints } from '@pawndesk/domain/asset-endpoints';
import { authEndpoints } from '@pawndesk/domain/auth-endpoints';
import { branchAdminEndpoints } from '@pawndesk/domain/branch-admin-endpoints';
import { callEndpoints } from '@pawndesk/domain/call-endpoints';
import { cashLogUploadField } from '@pawndesk/domain/cash-log-api';
import { cashLogEndpoints } from '@pawndesk/domain/cash-log-endpoints';
import { clientEndpoints } from '@pawndesk/domain/client-endpoints';
import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { contractWizardEndpoints } from '@pawndesk/domain/contract-wizard-endpoints';
import { documentContentTypes, documentUploadFields } from '@pawndesk/domain/document-api';
import { documentEndpoints } from '@pawndesk/domain/document-endpoints';
import type { Endpoint } from '@pawndesk/domain/endpoint';
import { orderEndpoints } from '@pawndesk/domain/order-endpoints';
import { phoneEndpoints } from '@pawndesk/domain/phone-endpoints';
import { pushEndpoints } from '@pawndesk/domain/push-endpoints';
import { referenceEndpoints } from '@pawndesk/domain/reference-endpoints';
import { reminderEndpoints } from '@pawndesk/domain/reminder-endpoints';
import {
  auditEndpoints,
  profilePictureEndpoints,
  staffEndpoints,
} from '@pawndesk/domain/staff-endpoints';
import { profilePictureField, profilePictureTypes } from '@pawndesk/domain/staff-profile';

/**
 * How the API document names and describes one operation. `statuses` lists the refusals its use
 * case can give beyond those read from the route itself (400 for every call, 401/403 from its
 * access, 404 for a path id, 413 for a body): a 409 for a state or lock conflict, a 404 for an id
 * inside the body or query, a 403 decided by the use case, a 429 from the sign-in throttle.
 */
export type OperationDoc = {
  operationId: string;
  summary: string;
  statuses?: readonly number[];
  /** A multipart upload: the form's fields, the file field first. */
  multipart?: { file: string; fields?: readonly string[] };
  /** An answer that is a file instead of (or beside) the JSON envelope. */
  file?: { contentTypes: readonly string[]; description: string };
  /** The route checks a token itself although the access hook lets it through. */
  checksToken?: boolean;
};

const conflict = [409] as const;

/** One entry per endpoint definition of the domain (the export shares the list's route). */
export const operationDocs = new Map<Endpoint, OperationDoc>([
  [activityEndpoints.log, { operationId: 'logActivity', summary: "Log a console's activity" }],

  [assetEndpoints.list, { operationId: 'listAssets', summary: 'List and search assets' }],
  [assetEndpoints.detail, { operationId: 'getAsset', summary: 'Get an asset' }],
  [assetEndpoints.create, { operationId: 'createAsset', summary: 'Create an asset' }],
  [assetEndpoints.update, { operationId: 'updateAsset', summary: 'Update an asset' }],
  [
    assetEndpoints.createForOrder,
    { operationId: 'createOrderAsset', summary: "Create an order's asset", statuses: [404] },
  ],
  [
    assetEndpoints.updateForOrder,
    { operationId: 'updateOrderAsset', summary: "Update an order's asset" },
  ],

  [
    authEndpoints.signIn,
    { operationId: 'signIn', summary: 'Sign in (access and refresh tokens)', statuses: [403, 429] },
  ],
  [
    authEndpoints.refresh,
    { operationId: 'refreshAccessToken', summary: 'Exchange a refresh token' },
  ],
  [
    authEndpoints.signOut,
    { operationId: 'signOut', summary: 'Sign out (revoke the refresh token)' },
  ],
  [authEndpoints.me, { operationId: 'getMe', summary: 'Get the signed-in user' }],
  [authEndpoints.setLanguage, { operationId: 'setLanguage', summary: "Set the user's language" }],
  [authEndpoints.changePassword, { operationId: 'changePassword', summary: 'Change the password' }],

  [
    phoneEndpoints.sipAccount,
    {
      operationId: 'getSipAccount',
      summary: "Get the signed-in user's time-limited account on the phone exchange",
    },
  ],

  [
    pushEndpoints.vapidKey,
    { operationId: 'getVapidKey', summary: "Get the server's VAPID public key for Web Push" },
  ],
  [
    pushEndpoints.subscribe,
    { operationId: 'subscribePush', summary: "Subscribe the browser to the user's push messages" },
  ],
  [
    pushEndpoints.unsubscribe,
    { operationId: 'unsubscribePush', summary: "Remove the browser's push subscription" },
  ],

  [callEndpoints.list, { operationId: 'listCallLogs', summary: 'List call logs' }],
  [
    callEndpoints.create,
    { operationId: 'createCallLog', summary: 'Record a call', statuses: [403, 409] },
  ],
  [
    callEndpoints.update,
    { operationId: 'updateCallLog', summary: 'Update a call log', statuses: [403] },
  ],
  [
    callEndpoints.linkOrder,
    { operationId: 'linkCallToOrder', summary: 'Link a call to an order', statuses: [403, 404] },
  ],

  [
    cashLogEndpoints.list,
    {
      operationId: 'listCashLogs',
      summary: 'List cash log entries, or export them as xlsx',
      file: {
        contentTypes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        description: 'With `xlsx=true`: every matching entry as cashlog__{from}__{to}.xlsx',
      },
    },
  ],
  [
    cashLogEndpoints.pending,
    { operationId: 'listPendingCashLogs', summary: 'List entries awaiting approval' },
  ],
  [cashLogEndpoints.summary, { operationId: 'getCashLogSummary', summary: 'Totals and balances' }],
  [
    cashLogEndpoints.create,
    { operationId: 'createCashLog', summary: 'Write a cash log entry', statuses: [403, 404, 409] },
  ],
  [
    cashLogEndpoints.contractPayments,
    { operationId: 'listContractPayments', summary: "List a contract's automatic entries" },
  ],
  [
    cashLogEndpoints.setStatus,
    { operationId: 'setCashLogStatus', summary: 'Approve or remove an entry', statuses: conflict },
  ],
  [
    cashLogEndpoints.upload,
    {
      operationId: 'importCashLogs',
      summary: 'Import entries from an xlsx file',
      multipart: { file: cashLogUploadField },
    },
  ],
  [cashLogEndpoints.closures, { operationId: 'listCashClosures', summary: 'List fund closures' }],
  [
    cashLogEndpoints.createClosure,
    { operationId: 'createCashClosure', summary: 'Close a fund up to a date' },
  ],
  [
    cashLogEndpoints.deleteClosure,
    { operationId: 'deleteCashClosure', summary: 'Remove the latest closure' },
  ],

  [clientEndpoints.list, { operationId: 'listClients', summary: 'List clients' }],
  [clientEndpoints.byPhone, { operationId: 'getClientByPhone', summary: 'Find a client by phone' }],
  [
    clientEndpoints.byCitizenId,
    { operationId: 'getClientByCitizenId', summary: 'Find a client by citizen id' },
  ],
  [
    clientEndpoints.detailByFinflux,
    { operationId: 'getClientByFinfluxId', summary: 'Get a client by finflux id' },
  ],
  [clientEndpoints.detail, { operationId: 'getClient', summary: 'Get a client' }],
  [clientEndpoints.create, { operationId: 'createClient', summary: 'Create a client' }],
  [clientEndpoints.update, { operationId: 'updateClient', summary: 'Update a client' }],
  [clientEndpoints.notes, { operationId: 'listClientNotes', summary: "List a client's notes" }],
  [clientEndpoints.addNote, { operationId: 'addClientNote', summary: 'Add a note to a client' }],
  [clientEndpoints.search, { operationId: 'searchClients', summary: 'Search clients' }],
  [
    clientEndpoints.bankAccounts,
    { operationId: 'listClientBankAccounts', summary: "List a client's bank accounts" },
  ],
  [
    clientEndpoints.addBankAccount,
    { operationId: 'addClientBankAccount', summary: 'Add a bank account' },
  ],
  [
    clientEndpoints.updateBankAccount,
    { operationId: 'updateClientBankAccount', summary: 'Update a bank account' },
  ],
  [
    clientEndpoints.deleteBankAccount,
    { operationId: 'deleteClientBankAccount', summary: 'Delete a bank account' },
  ],

  [contractEndpoints.list, { operationId: 'listContracts', summary: 'List contracts' }],
  [
    contractEndpoints.detailByFinflux,
    { operationId: 'getContractByFinfluxId', summary: 'Get a contract by finflux id' },
  ],
  [contractEndpoints.detail, { operationId: 'getContract', summary: 'Get a contract' }],
  [
    contractEndpoints.create,
    { operationId: 'createContract', summary: 'Create a contract', statuses: [404, 409] },
  ],
  [
    contractEndpoints.update,
    { operationId: 'updateContract', summary: 'Update a contract', statuses: conflict },
  ],
  [
    contractEndpoints.approve,
    { operationId: 'approveContract', summary: 'Approve a contract', statuses: conflict },
  ],
  [
    contractEndpoints.reject,
    { operationId: 'rejectContract', summary: 'Reject a contract', statuses: conflict },
  ],
  [
    contractEndpoints.disburse,
    { operationId: 'disburseContract', summary: 'Disburse a contract', statuses: conflict },
  ],
  [
    contractEndpoints.undoApproval,
    { operationId: 'undoContractApproval', summary: 'Undo an approval', statuses: conflict },
  ],
  [
    contractEndpoints.undoDisbursal,
    { operationId: 'undoContractDisbursal', summary: 'Undo a disbursal', statuses: conflict },
  ],
  [
    contractEndpoints.undoRepayment,
    { operationId: 'undoContractRepayment', summary: 'Undo a repayment', statuses: conflict },
  ],
  [
    contractEndpoints.undoRenewal,
    { operationId: 'undoContractRenewal', summary: 'Undo a renewal', statuses: conflict },
  ],
  [
    contractEndpoints.repay,
    { operationId: 'repayContract', summary: 'Repay (close) a contract', statuses: conflict },
  ],
  [
    contractEndpoints.renew,
    { operationId: 'renewContract', summary: 'Renew a contract', statuses: conflict },
  ],
  [
    contractEndpoints.renewInto,
    {
      operationId: 'renewContractIntoNew',
      summary: 'Renew a contract into a new one (the renewal editor, one transaction)',
      statuses: conflict,
    },
  ],
  [
    contractEndpoints.transactions,
    { operationId: 'listContractTransactions', summary: "List a contract's transactions" },
  ],
  [
    contractEndpoints.addTransaction,
    { operationId: 'addContractTransaction', summary: 'Add a transaction', statuses: conflict },
  ],
  [
    contractEndpoints.retractTransaction,
    {
      operationId: 'retractContractTransaction',
      summary: 'Retract a transaction',
      statuses: conflict,
    },
  ],
  [contractEndpoints.fees, { operationId: 'listContractFees', summary: "List a contract's fees" }],
  [
    contractEndpoints.chargeFee,
    { operationId: 'chargeContractFee', summary: 'Charge a fee', statuses: conflict },
  ],
  [
    contractEndpoints.overrideOverdueFee,
    {
      operationId: 'overrideContractOverdueFee',
      summary: 'Override the overdue fee',
      statuses: conflict,
    },
  ],
  [
    contractEndpoints.adjustValue,
    {
      operationId: 'adjustContractValue',
      summary: "Adjust a contract's value",
      statuses: conflict,
    },
  ],
  [
    contractEndpoints.sendRenewedNotification,
    {
      operationId: 'sendContractRenewedNotification',
      summary: 'Send the renewal notification',
      statuses: conflict,
    },
  ],
  [
    contractEndpoints.notes,
    { operationId: 'listContractNotes', summary: "List a contract's notes" },
  ],
  [
    contractEndpoints.addNote,
    { operationId: 'addContractNote', summary: 'Add a note to a contract' },
  ],
  [
    contractEndpoints.addNotes,
    { operationId: 'addContractNotes', summary: 'Add the same note to several contracts at once' },
  ],
  [
    contractEndpoints.clientContracts,
    { operationId: 'listClientContracts', summary: "List a client's contracts" },
  ],
  [
    contractEndpoints.redeemInfo,
    { operationId: 'getContractRedeemInfo', summary: 'What redeeming a contract takes today' },
  ],
  [
    contractEndpoints.redeem,
    { operationId: 'redeemContract', summary: 'Redeem a contract', statuses: conflict },
  ],
  [
    contractEndpoints.settle,
    {
      operationId: 'settleContract',
      summary: 'Settle a contract with its printed document',
      statuses: conflict,
    },
  ],
  [
    contractEndpoints.print,
    {
      operationId: 'printContractDocument',
      summary: 'Print a contract document',
      statuses: conflict,
    },
  ],
  [
    contractEndpoints.redeemPreview,
    {
      operationId: 'previewRedeemBill',
      summary: 'Preview the bill a redeem would print',
      statuses: conflict,
      file: { contentTypes: ['application/pdf'], description: 'The bill, nothing saved' },
    },
  ],
  [
    contractEndpoints.settlePreview,
    {
      operationId: 'previewSettlementReceipt',
      summary: 'Preview the receipt a settlement would print',
      statuses: conflict,
      file: { contentTypes: ['application/pdf'], description: 'The receipt, nothing saved' },
    },
  ],
  [
    contractEndpoints.printPreview,
    {
      operationId: 'previewMortgageContract',
      summary: 'Preview the mortgage contract a print would file',
      file: { contentTypes: ['application/pdf'], description: 'The contract, nothing filed' },
    },
  ],
  [contractEndpoints.search, { operationId: 'searchContracts', summary: 'Search contracts' }],
  [
    contractEndpoints.summary,
    { operationId: 'getContractsSummary', summary: 'Counts of contracts by status' },
  ],
  [
    contractEndpoints.status,
    { operationId: 'setContractStatus', summary: "Set a contract's status", statuses: conflict },
  ],
  [
    contractEndpoints.statusB,
    {
      operationId: 'setContractStatusOnCrm',
      summary: "Set a contract's status (the CRM base)",
      statuses: conflict,
    },
  ],
  [
    contractEndpoints.detailByMifos,
    { operationId: 'getContractSummary', summary: "Get a contract's summary" },
  ],
  [
    contractEndpoints.repaymentSchedule,
    { operationId: 'getContractRepaymentSchedule', summary: "Get a contract's repayment schedule" },
  ],
  [
    contractEndpoints.transactionsByMifos,
    { operationId: 'listLoanTransactions', summary: "List a loan's transactions" },
  ],
  [
    contractEndpoints.collateralInfo,
    { operationId: 'getContractCollateral', summary: "Get a contract's collateral" },
  ],
  [
    contractEndpoints.clientActiveContracts,
    { operationId: 'listClientActiveContracts', summary: "List a client's active contracts" },
  ],
  [
    contractEndpoints.clientClosedContracts,
    { operationId: 'listClientClosedContracts', summary: "List a client's closed contracts" },
  ],
  [contractEndpoints.products, { operationId: 'listProducts', summary: 'List loan products' }],
  [contractEndpoints.promotion, { operationId: 'getPromotion', summary: 'Get a promotion' }],
  [
    contractWizardEndpoints.promotions,
    { operationId: 'listPromotionsInForce', summary: 'List the promotions in force' },
  ],
  [
    contractWizardEndpoints.orderPromotion,
    { operationId: 'getOrderPromotion', summary: "Get an order's promotion (null when none)" },
  ],
  [
    contractWizardEndpoints.createFromOrder,
    {
      operationId: 'createContractFromOrder',
      summary:
        "The creation wizard's print step: client, asset and contract in one transaction (idempotent per order)",
      statuses: [409],
    },
  ],
  [
    contractWizardEndpoints.createWithCollateral,
    {
      operationId: 'createContractWithCollateral',
      summary:
        "The contract editor's create without an order: client, asset and contract in one transaction",
    },
  ],

  [
    documentEndpoints.clientDocuments,
    { operationId: 'listClientDocuments', summary: "List a client's documents", statuses: [403] },
  ],
  [
    documentEndpoints.uploadClientDocument,
    {
      operationId: 'uploadClientDocument',
      summary: "Upload a client's document",
      multipart: { file: documentUploadFields.file, fields: [documentUploadFields.type] },
    },
  ],
  [
    documentEndpoints.archiveClientDocument,
    { operationId: 'archiveClientDocument', summary: "Archive a client's document" },
  ],
  [
    documentEndpoints.contractDocuments,
    {
      operationId: 'listContractDocuments',
      summary: "List a contract's documents",
      statuses: [403],
    },
  ],
  [
    documentEndpoints.uploadContractDocument,
    {
      operationId: 'uploadContractDocument',
      summary: "Upload a contract's document",
      multipart: { file: documentUploadFields.file, fields: [documentUploadFields.type] },
    },
  ],
  [
    documentEndpoints.archiveContractDocument,
    {
      operationId: 'archiveContractDocument',
      summary: "Archive a contract's document",
      statuses: conflict,
    },
  ],
  [
    documentEndpoints.link,
    { operationId: 'getDocumentLink', summary: 'A signed download link', statuses: [403] },
  ],
  [
    documentEndpoints.file,
    {
      operationId: 'downloadDocument',
      summary: "Download a document's file",
      statuses: [401, 403],
      checksToken: true,
      file: {
        contentTypes: documentContentTypes,
        description: 'The file, shown inline',
      },
    },
  ],

  [orderEndpoints.list, { operationId: 'listOrders', summary: 'List orders' }],
  [orderEndpoints.myList, { operationId: 'listMyOrders', summary: "List the agent's own orders" }],
  [
    orderEndpoints.update,
    { operationId: 'updateOrder', summary: 'Update an order', statuses: conflict },
  ],
  [
    orderEndpoints.claim,
    { operationId: 'claimOrder', summary: 'Claim an order', statuses: conflict },
  ],
  [
    orderEndpoints.notes,
    { operationId: 'listOrderNotes', summary: "List an order's notes", statuses: [404] },
  ],
  [
    orderEndpoints.addNote,
    { operationId: 'addOrderNote', summary: 'Add a note to an order', statuses: [404] },
  ],
  [orderEndpoints.create, { operationId: 'createOrder', summary: 'Create an order' }],
  [orderEndpoints.detail, { operationId: 'getOrder', summary: 'Get an order' }],
  [
    orderEndpoints.lock,
    { operationId: 'lockOrder', summary: 'Take or renew the working lock', statuses: conflict },
  ],
  [
    orderEndpoints.unlock,
    { operationId: 'unlockOrder', summary: 'Release the working lock', statuses: conflict },
  ],

  [referenceEndpoints.misc, { operationId: 'getMisc', summary: 'Reference data (base A)' }],
  [
    referenceEndpoints.cashLogCategories,
    { operationId: 'listCashLogCategories', summary: 'List cash log categories' },
  ],
  [referenceEndpoints.misc2, { operationId: 'getCrmMisc', summary: 'Reference data (base B)' }],
  [referenceEndpoints.locations, { operationId: 'listLocations', summary: 'List locations' }],
  [
    referenceEndpoints.locationPath,
    { operationId: 'getLocationPath', summary: "A location's path to the root" },
  ],
  [
    referenceEndpoints.currentEquivalents,
    { operationId: 'getCurrentLocationEquivalents', summary: "A location's current equivalents" },
  ],
  [referenceEndpoints.validators, { operationId: 'listValidators', summary: 'List validators' }],
  [referenceEndpoints.valuators, { operationId: 'listValuators', summary: 'List valuators' }],
  [
    referenceEndpoints.clientDocTypes,
    { operationId: 'listClientDocTypes', summary: 'List client document types' },
  ],
  [
    referenceEndpoints.clientDocTypesA,
    {
      operationId: 'listClientDocTypesOnApi',
      summary: 'List client document types (the main base)',
    },
  ],

  [
    reminderEndpoints.pastDueClients,
    { operationId: 'listPastDueClients', summary: 'List past-due clients' },
  ],
  [
    reminderEndpoints.summary,
    { operationId: 'getPastDueSummary', summary: 'Summarise past-due clients by lateness group' },
  ],
  [
    reminderEndpoints.dueContracts,
    { operationId: 'listDueContracts', summary: "List a client's due contracts" },
  ],
  [
    reminderEndpoints.results,
    { operationId: 'listReminderResults', summary: "List a client's payment reminder results" },
  ],
  [
    reminderEndpoints.addResult,
    { operationId: 'addReminderResult', summary: 'Save a payment reminder result' },
  ],
  [
    reminderEndpoints.setLiquidation,
    {
      operationId: 'setContractLiquidation',
      summary: "Mark or unmark a contract's asset as waiting to liquidize",
      statuses: conflict,
    },
  ],

  [staffEndpoints.list, { operationId: 'listStaff', summary: 'List and search staff accounts' }],
  [
    staffEndpoints.create,
    {
      operationId: 'createStaff',
      summary: 'Create a staff account with a one-time password',
      statuses: [403, 409],
    },
  ],
  [
    staffEndpoints.update,
    {
      operationId: 'updateStaff',
      summary: "Edit a staff account's names, branches, roles and grants",
      statuses: [403, 409],
    },
  ],
  [
    staffEndpoints.setActive,
    {
      operationId: 'setStaffActive',
      summary: 'Enable or disable a staff account (disabling ends its sign-ins)',
      statuses: [403, 409],
    },
  ],
  [
    staffEndpoints.resetPassword,
    {
      operationId: 'resetStaffPassword',
      summary: "Reset a staff member's password to a one-time password",
      statuses: [403],
    },
  ],
  [
    auditEndpoints.list,
    {
      operationId: 'listAuditEvents',
      summary: 'Search the audit trail, or export it as xlsx',
      file: {
        contentTypes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        description: 'With `xlsx=true`: every matching row as audit__{from}__{to}.xlsx',
      },
    },
  ],
  [
    staffEndpoints.extensionSuggestion,
    { operationId: 'suggestExtension', summary: 'The next free internal phone extension' },
  ],
  [
    staffEndpoints.setPicture,
    {
      operationId: 'setStaffPicture',
      summary: "Upload a staff member's profile picture (JPEG, PNG or WebP, 2 MB)",
      statuses: [403],
      multipart: { file: profilePictureField },
    },
  ],
  [
    staffEndpoints.removePicture,
    {
      operationId: 'removeStaffPicture',
      summary: "Remove a staff member's profile picture",
      statuses: [403],
    },
  ],
  [
    profilePictureEndpoints.setMine,
    {
      operationId: 'setMyPicture',
      summary: 'Upload my profile picture (JPEG, PNG or WebP, 2 MB)',
      multipart: { file: profilePictureField },
    },
  ],
  [
    profilePictureEndpoints.removeMine,
    { operationId: 'removeMyPicture', summary: 'Remove my profile picture' },
  ],
  [
    profilePictureEndpoints.file,
    {
      operationId: 'getProfilePicture',
      summary: 'A profile picture, by a Bearer token or a signed link',
      statuses: [401, 403],
      checksToken: true,
      file: { contentTypes: profilePictureTypes, description: 'The image, shown inline' },
    },
  ],
  [staffEndpoints.roles, { operationId: 'listRoles', summary: 'List roles and their holders' }],
  [
    staffEndpoints.createRole,
    { operationId: 'createRole', summary: 'Create a role', statuses: conflict },
  ],
  [
    staffEndpoints.updateRole,
    {
      operationId: 'updateRole',
      summary: "Edit a role's name and permissions",
      statuses: conflict,
    },
  ],
  [
    branchAdminEndpoints.list,
    {
      operationId: 'listBranchSettings',
      summary: 'List branches with their bank accounts, and every fund',
    },
  ],
  [
    branchAdminEndpoints.update,
    { operationId: 'updateBranch', summary: "Edit a branch's name and address" },
  ],
  [
    branchAdminEndpoints.setBankAccount,
    {
      operationId: 'setBranchBankAccount',
      summary: "Set the bank account a branch's bills ask transfers to",
    },
  ],
  [
    branchAdminEndpoints.removeBankAccount,
    { operationId: 'removeBranchBankAccount', summary: "Remove a branch's bank account" },
  ],
  [
    branchAdminEndpoints.createFund,
    { operationId: 'createFund', summary: 'Create a fund for a branch', statuses: conflict },
  ],
  [
    branchAdminEndpoints.updateFund,
    {
      operationId: 'updateFund',
      summary: 'Rename, deactivate or reactivate a fund',
      statuses: conflict,
    },
  ],
]);

/** Routes that no endpoint definition describes. */
export const extraOperationDocs: Record<string, OperationDoc> = {
  'GET /healthz': { operationId: 'getHealth', summary: 'Health check (database reachable)' },
};

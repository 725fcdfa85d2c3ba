// The ADMIN_TOKEN the e2e configs start the API with, so the contact specs can read stored messages back
// through GET /api/contact (the API wants at least 16 characters). Never a real secret: a test-only site.
export const E2E_ADMIN_TOKEN = process.env.AZMAR_E2E_ADMIN_TOKEN ?? 'azmar-e2e-admin-token-for-tests-only';

-- When the session's holder last proved it with a passkey: a password change, a passkey added
-- or removed, or new recovery codes need that within 5 minutes or the current password (issue 40).

-- AlterTable
ALTER TABLE "account_sessions" ADD COLUMN "passkey_verified_at" TIMESTAMP(3);

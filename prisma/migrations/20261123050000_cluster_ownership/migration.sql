-- Cluster mode: race ownership with a fencing epoch, and node heartbeats.

-- AlterTable
ALTER TABLE "races" ADD COLUMN     "owner_epoch" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "owner_node" TEXT;

-- CreateTable
CREATE TABLE "nodes" (
    "id" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "heartbeat_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "nodes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "races_owner_node_idx" ON "races"("owner_node");

-- Where each racer's win slipped away (issue 44): the par pool's analysis of a finished race,
-- stored once per race (the seats' answers as JSON, winning lines included).

-- CreateTable
CREATE TABLE "race_analyses" (
    "race_id" TEXT NOT NULL,
    "seats" JSONB NOT NULL,
    "analyzed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "race_analyses_pkey" PRIMARY KEY ("race_id")
);

-- AddForeignKey
ALTER TABLE "race_analyses" ADD CONSTRAINT "race_analyses_race_id_fkey" FOREIGN KEY ("race_id") REFERENCES "races"("id") ON DELETE CASCADE ON UPDATE CASCADE;

#!/bin/sh
# Stand-in for Prisma's native schema engine, used only by `prisma generate` on machines that
# cannot download the real one (scripts/prisma-generate.mjs). Generating never calls it for
# work; it only has to exist and report a version.
echo "schema-engine-cli stub"
exit 0

#!/bin/sh
cat > /tmp/cx4/payload.json

# e2e-npm.sh — sourced by the e2e scripts that install clients from npm.

# npm_error_code prints the "npm error code X" of an npm log, or nothing.
npm_error_code() {
  sed -nE 's/^npm (error|ERR!) code ([A-Z0-9_]+).*/\2/p' "$1" | head -n 1
}

# fetch_failure decides whether an npm failure means the package could not be
# fetched (network, registry, unknown version): those codes skip, the rest fail.
fetch_failure() {
  case "$1" in
  E404 | E403 | E401 | E5* | ETARGET | ENOTFOUND | EAI_AGAIN | ETIMEDOUT | ECONNRESET | ECONNREFUSED | \
    EHOSTUNREACH | ENETUNREACH | EPROTO | ERR_SOCKET_TIMEOUT | UNABLE_TO_GET_ISSUER_CERT_LOCALLY | \
    SELF_SIGNED_CERT_IN_CHAIN | CERT_HAS_EXPIRED | EINTEGRITY | ECONNABORTED | FETCH_ERROR)
    return 0
    ;;
  esac
  return 1
}

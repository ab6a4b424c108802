package progs

// closedOps are the closed tables of the secrets, messaging, CI and
// legacy database clients (see closedBase and progs/opsopts.go): all but
// mongo are closed at the subcommand level.
const closedOps = `op nats circleci gitlab-runner rabbitmqctl rabbitmqadmin mongo`

package progs

// closedCloud3 are the closed tables of the deployment CLIs: terragrunt,
// pulumi, flyctl, netlify and vercel, each closed at the subcommand level
// (see closedBase).
const closedCloud3 = `terragrunt pulumi flyctl netlify vercel`

package audit_test

import (
	"fmt"

	"github.com/pregate/pregate/audit"
)

func ExampleRedact() {
	fmt.Println(audit.Redact(`GITHUB_TOKEN=abc123 curl -H "Authorization: Bearer 0123456789abcdef" https://bob:hunter2@api.example.com`))
	fmt.Println(audit.Redact("mysql -u root -phunter2 shop"))
	fmt.Println(audit.Redact("git push --force origin main"))
	// Output:
	// GITHUB_TOKEN=[REDACTED] curl -H "Authorization: Bearer [REDACTED]" https://bob:[REDACTED]@api.example.com
	// mysql -u root -p[REDACTED] shop
	// git push --force origin main
}

package progs

import (
	"strings"
	"testing"
)

// cloudCase is one spelling of a cloud, infrastructure, container or
// database client: the option (by its canonical spelling) that must be
// found with the value and role given, or, with unknown set, the word
// that leaves the command unresolved.
type cloudCase struct {
	prog, argv string
	canon      string // the option to find; "" with unknown
	value      string
	role       Role
	unknown    string // what Unknown must report; "" when every word is known
}

var cloudCases = []cloudCase{
	// terraform and tofu: Go flag-package options, -name=value, -name
	// value and --name alike.
	{prog: "terraform", argv: "-chdir=infra plan", canon: "-chdir", value: "infra", role: Dir},
	{prog: "terraform", argv: "--chdir infra plan", canon: "-chdir", value: "infra", role: Dir},
	{prog: "terraform", argv: "plan -var-file=prod.tfvars", canon: "-var-file", value: "prod.tfvars", role: ReadPath},
	{prog: "tofu", argv: "plan --var-file prod.tfvars", canon: "-var-file", value: "prod.tfvars", role: ReadPath},
	{prog: "terraform", argv: "plan -out plan.bin", canon: "-out", value: "plan.bin", role: WritePath},
	{prog: "terraform", argv: "apply -state-out=s.tfstate -auto-approve", canon: "-state-out", value: "s.tfstate", role: WritePath},
	{prog: "terraform", argv: "apply -backup=b.tfstate", canon: "-backup", value: "b.tfstate", role: WritePath},
	{prog: "terraform", argv: "state rm -state s.tfstate aws_instance.x", canon: "-state", value: "s.tfstate", role: WritePath},
	{prog: "terraform", argv: "output -state=s.tfstate", canon: "-state", value: "s.tfstate", role: ReadPath},
	{prog: "terraform", argv: "init -plugin-dir=/opt/plugins", canon: "-plugin-dir", value: "/opt/plugins", role: Config},
	{prog: "terraform", argv: "providers lock -fs-mirror=/m", canon: "-fs-mirror", value: "/m", role: Config},
	{prog: "terraform", argv: "plan -generate-config-out=gen.tf", canon: "-generate-config-out", value: "gen.tf", role: WritePath},
	{prog: "terraform", argv: "plan -lock=false -refresh=false -target=aws_instance.x"},
	{prog: "terraform", argv: "plan -frobnicate", unknown: "-frobnicate"},
	{prog: "terraform", argv: "plan -- -out=x", unknown: ""},
	{prog: "terraform", argv: "frob -json", unknown: "frob"},
	{prog: "terraform", argv: "state frob", unknown: "state frob"},
	{prog: "tofu", argv: "workspace select -or-create=true dev"},
}

func TestCloudRoles(t *testing.T) {
	for _, c := range cloudCases {
		t.Run(c.prog+" "+c.argv, func(t *testing.T) {
			p := Lookup(c.prog)
			if p == nil {
				t.Fatalf("%s has no table", c.prog)
			}
			if p.Open != "" {
				t.Fatalf("%s's table is open: %s", c.prog, p.Open)
			}
			parsed := p.Parse(Words{Values: strings.Fields(c.argv)})
			if got := p.Unknown(parsed); got != c.unknown {
				t.Errorf("Unknown = %q, want %q (%s)", got, c.unknown, render(parsed.Items))
			}
			if c.canon == "" {
				return
			}
			for _, it := range parsed.Items {
				if it.Kind == Opt && it.Option != nil && it.Canon() == c.canon {
					if it.Value != c.value || it.Role()&c.role != c.role {
						t.Errorf("%s: value %q role %b, want %q role %b", c.canon, it.Value, it.Role(), c.value, c.role)
					}
					return
				}
			}
			t.Errorf("no %s in %s", c.canon, render(parsed.Items))
		})
	}
}

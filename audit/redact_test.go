package audit

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pregate/pregate/loc"
)

// Fake secrets, built so that no scanner mistakes this file for a leak.
var (
	fakeAnthropic = "sk-ant-api03-" + strings.Repeat("Ab3x", 20)
	fakeOpenAI    = "sk-proj-" + strings.Repeat("Zq9T", 10)
	fakeAWS       = "AKIA" + "IOSFODNN7EXAMPLE"
	fakeGitHub    = "ghp_" + strings.Repeat("a1B2", 9)
	fakeGitHubPAT = "github_pat_" + strings.Repeat("11AB", 8)
	fakeSlack     = "xoxb-" + "1234567890-abcdefghij"
	fakeGitLab    = "glpat-" + strings.Repeat("x7Y", 8)
	fakeGoogle    = "AIza" + strings.Repeat("S", 20) + "y0123456789abcd"
	fakeJWT       = "eyJhbGciOiJIUzI1NiJ9" + "." + "eyJzdWIiOiIxMjM0NTY3ODkwIn0" + "." + "dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U"
	fakeStripe    = "sk_live_" + strings.Repeat("4eC3", 6)
	fakeNPM       = "npm_" + strings.Repeat("abc1", 9)
	fakePEM       = "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ\nAAAAAAAAAAEAAAAzAAAAC3NzaC1lZDI1NTE5\n-----END OPENSSH PRIVATE KEY-----"
)

func TestRedact(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want string
	}{
		// Vendor keys keep their prefix so the operator knows whose key it was.
		{"anthropic_key", "ANTHROPIC=x curl -d @- " + fakeAnthropic, "ANTHROPIC=x curl -d @- sk-ant-[REDACTED]"},
		{"openai_key", "echo " + fakeOpenAI + " | pbcopy", "echo sk-[REDACTED] | pbcopy"},
		{"aws_access_key", "aws configure set aws_access_key_id " + fakeAWS, "aws configure set aws_access_key_id AKIA[REDACTED]"},
		{"github_token", "git clone https://" + fakeGitHub + "@github.com/o/r", "git clone https://ghp_[REDACTED]@github.com/o/r"},
		{"github_pat", "gh auth login --with-token <<< " + fakeGitHubPAT, "gh auth login --with-token <<< github_pat_[REDACTED]"},
		{"slack_token", "slack-notify " + fakeSlack, "slack-notify xoxb-[REDACTED]"},
		{"gitlab_token", "glab auth login -t " + fakeGitLab, "glab auth login -t glpat-[REDACTED]"},
		{"google_key", "curl 'https://maps.googleapis.com/x?key=" + fakeGoogle + "'", "curl 'https://maps.googleapis.com/x?key=AIza[REDACTED]'"},
		{"jwt", "http GET api.local jwt==" + fakeJWT, "http GET api.local jwt==[REDACTED]"},
		{"stripe_key", "stripe --key " + fakeStripe + " charges list", "stripe --key sk_live_[REDACTED] charges list"},
		{"npm_token", "npm config set //registry.npmjs.org/:_authToken " + fakeNPM, "npm config set //registry.npmjs.org/:_authToken npm_[REDACTED]"},

		// Headers.
		{"bearer_header", `curl -H "Authorization: Bearer abc.def.ghi-123" https://api.x`, `curl -H "Authorization: Bearer [REDACTED]" https://api.x`},
		{"token_header", `curl -H 'authorization: token 0123456789abcdef' x`, `curl -H 'authorization: token [REDACTED]' x`},
		{"basic_header", `curl -H "Authorization: Basic dXNlcjpwYXNz" x`, `curl -H "Authorization: Basic [REDACTED]" x`},
		{"bearer_alone", `grpcurl -rpc-header "bearer ya29.a0AfH6SMBx1234567"`, `grpcurl -rpc-header "bearer [REDACTED]"`},
		{"api_key_header", `curl -H "X-Api-Key: 9f8e7d6c5b4a" https://api.x`, `curl -H "X-Api-Key: [REDACTED]" https://api.x`},

		// URLs.
		{"url_password", "psql postgres://app:hunter2@db.internal:5432/app", "psql postgres://app:[REDACTED]@db.internal:5432/app"},
		{"url_password_git", "git remote add o https://bob:s3cr3t@git.example.com/r.git", "git remote add o https://bob:[REDACTED]@git.example.com/r.git"},

		// Flags.
		{"password_eq", "mysqladmin --password=hunter2 status", "mysqladmin --password=[REDACTED] status"},
		{"password_space", "psql --password hunter2 -h db", "psql --password [REDACTED] -h db"},
		{"password_quoted", `tool --db-password "correct horse" run`, `tool --db-password "[REDACTED]" run`},
		{"token_flag", "vault login --token s.abcdef123", "vault login --token [REDACTED]"},
		{"api_key_flag", "llm --api-key=abc123 prompt", "llm --api-key=[REDACTED] prompt"},
		{"secret_flag", "deploy --client-secret 7f7f7f run", "deploy --client-secret [REDACTED] run"},
		{"mysql_attached", "mysql -u root -phunter2 shop -e 'select 1'", "mysql -u root -p[REDACTED] shop -e 'select 1'"},
		{"mysqldump_attached", "mysqldump -uroot -p'x y' db > d.sql", "mysqldump -uroot -p[REDACTED] y' db > d.sql"},
		{"sshpass", "sshpass -p 'hunter2' ssh host", "sshpass -p '[REDACTED]' ssh host"},
		{"curl_user", "curl -u admin:hunter2 https://x", "curl -u admin:[REDACTED] https://x"},
		{"openssl_pass", "openssl rsa -in k.pem -passin pass:hunter2 -out o", "openssl rsa -in k.pem -passin pass:[REDACTED] -out o"},

		// Assignments.
		{"env_token", "GITHUB_TOKEN=abc123 gh pr list", "GITHUB_TOKEN=[REDACTED] gh pr list"},
		{"env_vendor_key", "GITHUB_TOKEN=" + fakeGitHub + " git push -f", "GITHUB_TOKEN=[REDACTED] git push -f"},
		{"env_url_password", "DATABASE_PASSWORD=postgres://a:hunter2@db x", "DATABASE_PASSWORD=[REDACTED] x"},
		{"env_export", "export AWS_SECRET_ACCESS_KEY='wJalrXUtnFEMI/K7MDENG'", "export AWS_SECRET_ACCESS_KEY='[REDACTED]'"},
		{"env_pgpassword", "PGPASSWORD=hunter2 psql -h db", "PGPASSWORD=[REDACTED] psql -h db"},
		{"env_mysql_pwd", "MYSQL_PWD=hunter2 mysql", "MYSQL_PWD=[REDACTED] mysql"},
		{"env_api_key", "OPENAI_API_KEY=notakeyyet python x.py", "OPENAI_API_KEY=[REDACTED] python x.py"},
		{"dotenv_file", "DB_HOST=db\nDB_PASSWORD=hunter2\nSECRET_KEY_BASE=abc\n", "DB_HOST=db\nDB_PASSWORD=[REDACTED]\nSECRET_KEY_BASE=[REDACTED]\n"},
		{"json_field", `{"user": "bob", "api_key": "abc123"}`, `{"user": "bob", "api_key": "[REDACTED]"}`},
		{"yaml_field", "db:\n  password: hunter2\n  host: x", "db:\n  password: [REDACTED]\n  host: x"},
		{"ini_field", "[default]\naws_secret_access_key = wJalrXUtnFEMI\n", "[default]\naws_secret_access_key = [REDACTED]\n"},

		// Blocks.
		{"private_key", "cat > id <<EOF\n" + fakePEM + "\nEOF", "cat > id <<EOF\n-----BEGIN OPENSSH PRIVATE KEY-----[REDACTED]-----END OPENSSH PRIVATE KEY-----\nEOF"},
		{"private_key_truncated", "-----BEGIN RSA PRIVATE KEY-----\nMIIEow", "-----BEGIN RSA PRIVATE KEY-----[REDACTED]"},

		// Near misses: these must stay readable.
		{"plain_command", "git push --force origin main", "git push --force origin main"},
		{"sk_branch", "git checkout sk-feature-branch-with-long-name", "git checkout sk-feature-branch-with-long-name"},
		{"disk_word", "lsblk disk-0123456789abcdefghijk", "lsblk disk-0123456789abcdefghijk"},
		{"pwd_var", "PWD=/home/bob OLDPWD=/tmp make", "PWD=/home/bob OLDPWD=/tmp make"},
		{"keyboard", "KEYBOARD=us MONKEY=1 ls", "KEYBOARD=us MONKEY=1 ls"},
		{"token_reference", `GITHUB_TOKEN=$(gh auth token) gh api user`, `GITHUB_TOKEN=$(gh auth token) gh api user`},
		{"token_var_use", `curl -H "Authorization: Bearer $TOKEN" x`, `curl -H "Authorization: Bearer $TOKEN" x`},
		{"token_file_flag", "gh auth login --token-file ~/.tok", "gh auth login --token-file ~/.tok"},
		{"password_stdin", "docker login --password-stdin -u bob", "docker login --password-stdin -u bob"},
		{"no_password", "mysql --skip-password db", "mysql --skip-password db"},
		{"max_tokens", `{"max_tokens": 100}`, `{"max_tokens": 100}`},
		{"ssh_auth_sock", "SSH_AUTH_SOCK=/run/agent ssh host", "SSH_AUTH_SOCK=/run/agent ssh host"},
		{"sort_key", "sort --key=2 -t, f.csv", "sort --key=2 -t, f.csv"},
		{"mysql_port", "mysql -P 3306 -p db", "mysql -P 3306 -p db"},
		{"docker_user", "docker run -u 1000:1000 img", "docker run -u 1000:1000 img"},
		{"ssh_url_no_password", "git clone ssh://git@github.com:22/o/r.git", "git clone ssh://git@github.com:22/o/r.git"},
		{"url_port_path", "curl http://host:8080/a@b", "curl http://host:8080/a@b"},
		{"comparison", `[ "$PASSWORD" = "" ] && echo unset`, `[ "$PASSWORD" = "" ] && echo unset`},
		{"bearer_prose", "the bearer of bad news", "the bearer of bad news"},
		{"public_key", "-----BEGIN PUBLIC KEY-----\nMIIB\n-----END PUBLIC KEY-----", "-----BEGIN PUBLIC KEY-----\nMIIB\n-----END PUBLIC KEY-----"},
		{"rm_rf", "rm -rf ~/ --no-preserve-root", "rm -rf ~/ --no-preserve-root"},
		{"token_word", "grep -r token src/", "grep -r token src/"},
		{"already_masked", "GITHUB_TOKEN=[REDACTED] gh", "GITHUB_TOKEN=[REDACTED] gh"},
		{"short", "ls", "ls"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Redact(tt.in)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Redact(%q) mismatch (-want +got):\n%s", tt.in, diff)
			}
			// Redacting twice changes nothing more.
			if again := Redact(got); again != got {
				t.Errorf("Redact is not idempotent on %q: %q", got, again)
			}
		})
	}
}

func TestRedactArgv(t *testing.T) {
	tests := []struct {
		name string
		in   []string
		want []string
	}{
		{"password_flag", []string{"psql", "--password", "hunter2", "-h", "db"}, []string{"psql", "--password", "[REDACTED]", "-h", "db"}},
		{"token_flag", []string{"vault", "login", "--token", "s.abc"}, []string{"vault", "login", "--token", "[REDACTED]"}},
		{"flag_then_flag", []string{"tool", "--password", "--verbose"}, []string{"tool", "--password", "--verbose"}},
		{"mysql_attached", []string{"/usr/bin/mysql", "-uroot", "-phunter2", "shop"}, []string{"/usr/bin/mysql", "-uroot", "-p[REDACTED]", "shop"}},
		{"mysql_prompt", []string{"mysql", "-p", "shop"}, []string{"mysql", "-p", "shop"}},
		{"sshpass", []string{"sshpass", "-p", "hunter2", "ssh", "h"}, []string{"sshpass", "-p", "[REDACTED]", "ssh", "h"}},
		{"curl_user", []string{"curl", "-u", "admin:hunter2", "https://x"}, []string{"curl", "-u", "admin:[REDACTED]", "https://x"}},
		{"header_word", []string{"curl", "-H", "Authorization: Bearer abcdef0123456789"}, []string{"curl", "-H", "Authorization: Bearer [REDACTED]"}},
		{"env_word", []string{"env", "GITHUB_TOKEN=abc", "gh"}, []string{"env", "GITHUB_TOKEN=[REDACTED]", "gh"}},
		{"git_force", []string{"git", "push", "--force", "origin", "main"}, []string{"git", "push", "--force", "origin", "main"}},
		{"grep_p", []string{"grep", "-pattern", "x"}, []string{"grep", "-pattern", "x"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := append([]string(nil), tt.in...)
			got := RedactArgv(in)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("RedactArgv(%q) mismatch (-want +got):\n%s", tt.in, diff)
			}
			if diff := cmp.Diff(tt.in, in); diff != "" {
				t.Errorf("RedactArgv modified its argument (-want +got):\n%s", diff)
			}
		})
	}
}

func TestMarshalRedactsRecord(t *testing.T) {
	input := map[string]any{
		"command": "GITHUB_TOKEN=abc123 gh pr list",
		"nested":  []any{map[string]any{"env": "PGPASSWORD=hunter2"}, 42.0, true},
		"auth":    map[string]any{"user": "bob", "password": "hunter2", "api_key": []any{"abc123"}},
	}
	r := &Record{
		ToolName:       "Bash",
		Decision:       "deny",
		Rule:           &RuleRef{ID: "secrets.env", Source: "policy.toml", Level: "project", Pos: loc.Pos{Line: 3}},
		Input:          input,
		AgentReason:    "do not pass GITHUB_TOKEN=abc123 on the command line",
		OperatorReason: "secrets.env policy.toml:3 matched GITHUB_TOKEN=abc123",
		Segments:       []SegmentRecord{{Argv: []string{"psql", "--password", "hunter2"}, Decision: "deny", Rule: "secrets.env"}},
		Paths:          []PathRecord{{Given: "https://u:pw@h/x", Resolved: "/x", Action: "read"}},
	}
	line, err := Marshal(r, true)
	if err != nil {
		t.Fatal(err)
	}
	got := string(line)
	for _, secret := range []string{"abc123", "hunter2", ":pw@"} {
		if strings.Contains(got, secret) {
			t.Errorf("Marshal leaked %q: %s", secret, got)
		}
	}
	for _, keep := range []string{`"user":"bob"`, `"password":"[REDACTED]"`, `"api_key":["[REDACTED]"]`, `"decision":"deny"`, `"id":"secrets.env"`, `"source":"policy.toml"`, `GITHUB_TOKEN=[REDACTED] gh pr list`, `"line":3`} {
		if !strings.Contains(got, keep) {
			t.Errorf("Marshal lost %q: %s", keep, got)
		}
	}
	// The caller's record and input are untouched.
	if input["command"] != "GITHUB_TOKEN=abc123 gh pr list" || r.Segments[0].Argv[2] != "hunter2" || r.AgentReason == Redact(r.AgentReason) {
		t.Errorf("Marshal modified the caller's record: %+v", r)
	}
	if n := input["nested"].([]any)[0].(map[string]any)["env"]; n != "PGPASSWORD=hunter2" {
		t.Errorf("Marshal modified nested input: %v", n)
	}

	plain, err := Marshal(r, false)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(plain), "hunter2") {
		t.Errorf("Marshal without redaction masked anyway: %s", plain)
	}
}

func FuzzRedact(f *testing.F) {
	for _, s := range []string{"GITHUB_TOKEN=abc gh", fakePEM, "mysql -pX", "curl -u a:b x", "https://a:b@c", "Authorization: Bearer 0123456789"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := Redact(s)
		if Redact(got) != got {
			t.Errorf("Redact not idempotent: %q → %q → %q", s, got, Redact(got))
		}
	})
}

// assignSamples are strings on both sides of mayAssignSecret.
var assignSamples = []string{
	"curl -T secrets.txt https://example.com/upload", "cat ~/.ssh/id_rsa.pub # key", "ssh-keygen -t ed25519",
	"GITHUB_TOKEN=abc gh", "export API_KEY = 'x'", `{"api_key": "abc"}`, `password : hunter2`,
	"mysql --password hunter2", "tool --db-password=x", "x-secret=1", "a.token\t=\t'v'", `"pass"=1`,
	"echo $TOKEN", "PWD=/tmp ls", "MYSQL_PWD=x mysql", "--token", "-p", "keyboard=us", "secret", "KEY=",
	"cmd 'secret-file' --out x", "TOKEN_FILE=/x", "a\nb PASSWORD=x\nc", "--pass\tx",
}

// TestMayAssignSecret: whenever the cheap test says no, the regular
// expressions find nothing to mask either.
func TestMayAssignSecret(t *testing.T) {
	for _, w := range assignWords {
		if !strings.ContainsRune("tspkc", rune(w[0])) || strings.ToLower(w) != w {
			t.Errorf("assignWords has %q: mayAssignSecret's first-letter switch and lower-case compare must know it", w)
		}
		for _, s := range []string{w + "=x", "--" + strings.ToUpper(w) + " x", "A_" + w + ` : "v"`} {
			if !mayAssignSecret(s) {
				t.Errorf("mayAssignSecret(%q) = false: its switch does not know %q", s, w)
			}
		}
	}
	yes := 0
	for _, s := range assignSamples {
		if mayAssignSecret(s) {
			yes++
			continue
		}
		if got := redactAssignmentsUnchecked(s); got != s {
			t.Errorf("mayAssignSecret(%q) = false, but the assignment redaction gives %q", s, got)
		}
	}
	// Both sides are exercised: the skip is taken, and not always.
	if yes == 0 || yes == len(assignSamples) {
		t.Errorf("mayAssignSecret true for %d of %d samples", yes, len(assignSamples))
	}
	for _, s := range []string{"curl -T secrets.txt https://example.com/upload", "ssh-keygen -t ed25519", "cat keys/a"} {
		if mayAssignSecret(s) {
			t.Errorf("mayAssignSecret(%q) = true, want false", s)
		}
	}
}

func FuzzMayAssignSecret(f *testing.F) {
	for _, s := range assignSamples {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !mayAssignSecret(s) {
			if got := redactAssignmentsUnchecked(s); got != s {
				t.Errorf("mayAssignSecret(%q) = false, but the assignment redaction gives %q", s, got)
			}
		}
	})
}

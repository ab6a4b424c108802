package hookcmd

import (
	"os"
	"path/filepath"
	"runtime"

	"github.com/pregate/pregate/gate"
	"github.com/pregate/pregate/rules/load"
)

// Env gathers what the pipeline needs from the process: home, temp
// directory, the environment shell expansion may consult, and pregate's
// own binary. Only cmd and hookcmd read the environment.
func Env() gate.Input {
	home, _ := os.UserHomeDir()
	in := gate.Input{
		Home: home,
		Tmp:  filepath.Clean(os.TempDir()),
		Env: map[string]string{
			"HOME":              home,
			"USER":              os.Getenv("USER"),
			"PWD":               os.Getenv("PWD"),
			"XDG_STATE_HOME":    os.Getenv("XDG_STATE_HOME"),
			"XDG_CONFIG_HOME":   os.Getenv("XDG_CONFIG_HOME"),
			"CLAUDE_CONFIG_DIR": os.Getenv("CLAUDE_CONFIG_DIR"),
		},
		Load: load.Options{
			Home:             home,
			ProjectDir:       os.Getenv("CLAUDE_PROJECT_DIR"),
			XDGConfigHome:    os.Getenv("XDG_CONFIG_HOME"),
			ManagedDir:       os.Getenv("PREGATE_MANAGED_DIR"),
			ClaudeManagedDir: os.Getenv("PREGATE_CLAUDE_MANAGED_DIR"),
			ClaudeConfigDir:  os.Getenv("CLAUDE_CONFIG_DIR"),
		},
	}
	// What decides which compose files docker compose reads, when the
	// environment sets it.
	for _, k := range [...]string{"COMPOSE_FILE", "COMPOSE_PATH_SEPARATOR", "COMPOSE_ENV_FILES", "COMPOSE_DISABLE_ENV_FILE"} {
		if v, ok := os.LookupEnv(k); ok {
			in.Env[k] = v
		}
	}
	if exe, err := os.Executable(); err == nil {
		in.Self = resolve(exe)
	}
	return in
}

// resolve is the path of the executable with its symbolic links
// resolved. On Linux os.Executable reads /proc/self/exe, which the kernel
// gives already resolved (or, for a binary since removed, with a
// " (deleted)" suffix that names no file, which EvalSymlinks refuses): there
// EvalSymlinks could only give exe back, and its lstat of each element of
// the path is skipped.
func resolve(exe string) string {
	if runtime.GOOS == "linux" {
		return exe
	}
	if r, err := filepath.EvalSymlinks(exe); err == nil {
		return r
	}
	return exe
}

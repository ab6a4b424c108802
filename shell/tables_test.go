package shell

import (
	"strings"
	"testing"
)

// TestComposeServiceKeyMatchesMap compares composeServiceKey with the map
// it replaced, kept here as the reference, for every key and keys it never
// had.
func TestComposeServiceKeyMatchesMap(t *testing.T) {
	old := map[string]bool{
		"annotations": true, "attach": true, "blkio_config": true, "build": true, "cap_add": true, "cap_drop": true,
		"cgroup": true, "cgroup_parent": true, "command": true, "configs": true, "container_name": true,
		"cpu_count": true, "cpu_percent": true, "cpu_period": true, "cpu_quota": true, "cpu_rt_period": true,
		"cpu_rt_runtime": true, "cpu_shares": true, "cpus": true, "cpuset": true, "credential_spec": true,
		"depends_on": true, "deploy": true, "develop": true, "device_cgroup_rules": true, "devices": true,
		"dns": true, "dns_opt": true, "dns_search": true, "domainname": true, "entrypoint": true, "env_file": true,
		"environment": true, "expose": true, "extends": true, "external_links": true, "extra_hosts": true,
		"gpus": true, "group_add": true, "healthcheck": true, "hostname": true, "image": true, "init": true,
		"ipc": true, "isolation": true, "label_file": true, "labels": true, "links": true, "logging": true,
		"mac_address": true, "mem_limit": true, "mem_reservation": true, "mem_swappiness": true,
		"memswap_limit": true, "network_mode": true, "networks": true, "oom_kill_disable": true,
		"oom_score_adj": true, "pid": true, "pids_limit": true, "platform": true, "ports": true, "post_start": true,
		"pre_start": true, "pre_stop": true, "privileged": true, "profiles": true, "pull_policy": true,
		"pull_refresh_after": true, "read_only": true, "restart": true, "runtime": true, "scale": true,
		"secrets": true, "security_opt": true, "shm_size": true, "stdin_open": true, "stop_grace_period": true,
		"stop_signal": true, "storage_opt": true, "sysctls": true, "tmpfs": true, "tty": true, "ulimits": true,
		"use_api_socket": true, "user": true, "userns_mode": true, "uts": true, "volumes": true,
		"volumes_from": true, "working_dir": true,
	}
	keys := []string{"", "provider", "models", "x-foo", "Image", "image ", "volume", "cpu", "service"}
	for k := range old {
		keys = append(keys, k, k+"s", strings.ToUpper(k))
	}
	for _, k := range keys {
		if got := composeServiceKey(k); got != old[k] {
			t.Errorf("composeServiceKey(%q) = %v, want %v", k, got, old[k])
		}
	}
}

// TestUnquoteMatchesReplacer compares unquote with the strings.Replacer it
// replaced over generated strings of quotes, backslashes and other bytes.
func TestUnquoteMatchesReplacer(t *testing.T) {
	ref := strings.NewReplacer(`"`, "", `'`, "")
	alphabet := []string{`"`, `'`, `\\`, "a", "$", " ", "\x00", "é"}
	var gen func(prefix string, n int)
	gen = func(prefix string, n int) {
		if got, want := unquote(prefix), ref.Replace(prefix); got != want {
			t.Errorf("unquote(%q) = %q, want %q", prefix, got, want)
		}
		if n == 0 {
			return
		}
		for _, a := range alphabet {
			gen(prefix+a, n-1)
		}
	}
	gen("", 5)
}

func FuzzUnquote(f *testing.F) {
	ref := strings.NewReplacer(`"`, "", `'`, "")
	f.Add(`"$HOME"/'x'`)
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := unquote(s), ref.Replace(s); got != want {
			t.Errorf("unquote(%q) = %q, want %q", s, got, want)
		}
	})
}

package shell

import (
	"errors"
	"io/fs"
	"path"
	"strings"

	toml "github.com/pelletier/go-toml/v2"
)

// The configuration files that move where a toolchain installs: what
// they say, read from the real file system (composeRead, composeStat),
// and "unknown" wherever pregate cannot be sure (a file it cannot read
// or parse, a value it cannot take literally).

// cfgRead reads a configuration file: exists is false when there is no
// such file, ok false when there is one pregate cannot read.
func cfgRead(f string) (data []byte, exists, ok bool) {
	fi, err := composeStat(f)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, false, true
	}
	if err != nil || fi.IsDir() || fi.Size() > composeMaxFile {
		return nil, true, false
	}
	data, err = composeRead(f)
	return data, true, err == nil
}

// realHome is HOME as a directory pregate can read, "" when the command
// sets it or it is not given.
func (d *dec) realHome() string {
	if d.homeSet || !path.IsAbs(d.home) {
		return ""
	}
	return d.home
}

// goEnvFile is what go's environment file (go env -w) sets for key:
// $GOENV, else os.UserConfigDir()/go/env ($XDG_CONFIG_HOME or
// ~/.config). ok is false when pregate cannot tell.
func (d *dec) goEnvFile(key string, st *cmd, c *ctx) (val string, ok bool) {
	f, known := d.installVar("GOENV", st, c)
	if !known {
		return "", false
	}
	switch {
	case f == "off":
		return "", true
	case f == "":
		x, known := d.installVar("XDG_CONFIG_HOME", st, c)
		if !known {
			return "", false
		}
		if !path.IsAbs(x) {
			if x = d.realHome(); x == "" {
				return "", false
			}
			x = path.Join(x, ".config")
		}
		f = path.Join(x, "go", "env")
	case !path.IsAbs(f):
		return "", false
	}
	data, exists, ok := cfgRead(f)
	if !exists || !ok {
		return "", ok
	}
	// As cmd/go reads it: KEY=VALUE lines starting with an upper-case
	// letter, the last one wins, the value taken as it is.
	for line := range strings.SplitSeq(string(data), "\n") {
		k, v, eq := strings.Cut(line, "=")
		if !eq || line[0] < 'A' || line[0] > 'Z' {
			continue
		}
		if k == key {
			val = v
		}
	}
	return val, true
}

// cargoInstallRoot is install.root from cargo's configuration files: the
// working directory's and every parent's .cargo/config.toml (or
// .cargo/config), then $CARGO_HOME/config.toml, the nearest first. A
// relative root is relative to the directory holding .cargo. set is
// false when no file sets it, ok false when pregate cannot tell.
func (d *dec) cargoInstallRoot(i int, cargoHome string) (root string, set, ok bool) {
	cwd := d.segs[i].Cwd
	if !path.IsAbs(cwd) || !path.IsAbs(cargoHome) {
		return "", false, false
	}
	var dirs []string
	for dir := path.Clean(cwd); ; dir = path.Dir(dir) {
		dirs = append(dirs, path.Join(dir, ".cargo"))
		if dir == "/" {
			break
		}
	}
	home := path.Clean(cargoHome)
	if !strings.Contains(strings.Join(dirs, "\n")+"\n", home+"\n") {
		dirs = append(dirs, home)
	}
	for _, dir := range dirs {
		var data []byte
		found := 0
		for _, n := range []string{"config", "config.toml"} {
			b, exists, ok := cfgRead(path.Join(dir, n))
			if !ok {
				return "", false, false
			}
			if exists {
				data, found = b, found+1
			}
		}
		if found > 1 {
			return "", false, false // which one cargo takes is its choice
		}
		if found == 0 {
			continue
		}
		var cfg map[string]any
		if err := toml.Unmarshal(data, &cfg); err != nil {
			return "", false, false
		}
		if _, inc := cfg["include"]; inc {
			return "", false, false // files pregate does not follow
		}
		inst, _ := cfg["install"].(map[string]any)
		v, has := inst["root"]
		if !has {
			continue
		}
		s, isStr := v.(string)
		if !isStr || s == "" {
			return "", false, false
		}
		if !path.IsAbs(s) {
			s = path.Join(path.Dir(dir), s)
		}
		return s, true, true
	}
	return "", false, true
}

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

// pipSettings are the install locations pip's configuration gives:
// the keys target, prefix, root and user of the [global] and [install]
// sections of its files (/etc/xdg/pip/pip.conf, /etc/pip.conf,
// ~/.pip/pip.conf, $XDG_CONFIG_HOME/pip/pip.conf or
// ~/.config/pip/pip.conf, the virtual environment's pip.conf when venv
// names it, $PIP_CONFIG_FILE), then the variables PIP_TARGET,
// PIP_PREFIX, PIP_ROOT and PIP_USER, each later one overriding. ok is
// false when pregate cannot tell.
func (d *dec) pipSettings(venv string, st *cmd, c *ctx) (set map[string]string, ok bool) {
	set = map[string]string{}
	var files []string
	cf, known := d.installVar("PIP_CONFIG_FILE", st, c)
	if !known {
		return nil, false
	}
	if cf != "/dev/null" {
		files = append(files, "/etc/xdg/pip/pip.conf", "/etc/pip.conf")
		home := d.realHome()
		x, known := d.installVar("XDG_CONFIG_HOME", st, c)
		if !known || home == "" && !path.IsAbs(x) {
			return nil, false
		}
		if !path.IsAbs(x) {
			x = path.Join(home, ".config")
		}
		if home != "" {
			files = append(files, path.Join(home, ".pip", "pip.conf"))
		}
		files = append(files, path.Join(x, "pip", "pip.conf"))
		if venv != "" {
			files = append(files, path.Join(venv, "pip.conf"))
		}
	}
	if cf != "" {
		if !path.IsAbs(cf) {
			return nil, false
		}
		files = append(files, cf)
	}
	for _, f := range files {
		data, exists, ok := cfgRead(f)
		if !ok {
			return nil, false
		}
		if exists && !pipConf(string(data), set) {
			return nil, false
		}
	}
	for _, k := range []string{"target", "prefix", "root", "user"} {
		v, known := d.installVar("PIP_"+strings.ToUpper(k), st, c)
		if !known {
			return nil, false
		}
		if v != "" {
			set[k] = v
		}
	}
	return set, true
}

// pipConf reads the install locations of one pip configuration file
// (an INI file as Python's configparser reads it) into set, [install]
// over [global]; false when it holds what pregate does not follow.
func pipConf(text string, set map[string]string) bool {
	sections := map[string]map[string]string{}
	section, key := "", ""
	for line := range strings.SplitSeq(text, "\n") {
		t := strings.TrimSpace(strings.TrimSuffix(line, "\r"))
		switch {
		case t == "" || t[0] == '#' || t[0] == ';':
			key = ""
		case line[0] == ' ' || line[0] == '\t':
			if key != "" {
				return false // a value continued on the next line
			}
		case t[0] == '[':
			if !strings.HasSuffix(t, "]") {
				return false
			}
			section, key = strings.ToLower(strings.TrimSpace(t[1:len(t)-1])), ""
		default:
			k, v, found := strings.Cut(t, "=")
			if c := strings.IndexByte(t, ':'); c >= 0 && (!found || c < len(k)) {
				k, v, found = t[:c], t[c+1:], true
			}
			if !found || section == "" {
				return false
			}
			k = strings.ReplaceAll(strings.ToLower(strings.TrimSpace(k)), "_", "-")
			key = ""
			switch k {
			case "target", "prefix", "root", "user":
				if sections[section] == nil {
					sections[section] = map[string]string{}
				}
				sections[section][k] = strings.TrimSpace(v)
				key = k
			}
		}
	}
	for _, s := range []string{"global", "install"} {
		for k, v := range sections[s] {
			set[k] = v
		}
	}
	return true
}

// pipConfigured reports where pip's configuration and PIP_* variables
// send pip install, besides what its options and environment say (a
// location reported twice is still one write): a literal absolute
// target, prefix or root as a written tree, user as the user site,
// anything else unknown. The interpreter's own pip.conf (sys.prefix) is
// read only for a virtual environment pregate can name.
func (d *dec) pipConfigured(i int, pip arg, st *cmd, c *ctx, tree func(string, ...string), unknown func(string, ...string), userSite func()) {
	venv := ""
	if !pip.Dynamic && strings.Contains(pip.Value, "/") {
		venv = path.Dir(path.Dir(pip.Value))
		if !path.IsAbs(venv) && path.IsAbs(d.segs[i].Cwd) {
			venv = path.Join(d.segs[i].Cwd, venv)
		}
	} else if v, known := d.installVar("VIRTUAL_ENV", st, c); known && path.IsAbs(v) {
		venv = v
	}
	set, ok := d.pipSettings(venv, st, c)
	if !ok {
		d.unres(i, "pip install installs where pip's configuration says, which pregate cannot tell")
		unknown("pip's configured location")
		return
	}
	for _, k := range []string{"target", "prefix", "root"} {
		v, has := set[k]
		switch {
		case !has:
		case path.IsAbs(v) && !strings.ContainsAny(v, "$%"):
			tree(path.Clean(v))
		default:
			d.unres(i, "pip install installs into pip's configured "+k+" "+v+", which pregate does not take literally")
			unknown("pip's configured " + k)
		}
	}
	if v, has := set["user"]; has {
		switch strings.ToLower(v) {
		case "y", "yes", "t", "true", "on", "1":
			userSite()
		case "n", "no", "f", "false", "off", "0":
		default:
			d.unres(i, "pip install with a user setting pregate does not read: "+v)
			unknown("pip's user site")
		}
	}
}

package shell

import (
	"strings"

	"github.com/pregate/pregate/progs"
)

// ffmpegFilterFiles are the filters that read or write a file their
// arguments name, or load code (movie=…, subtitles=…, ladspa=…): a
// filter graph naming one leaves ffmpeg unresolved.
var ffmpegFilterFiles = []string{"movie", "subtitles", "ass", "drawtext", "sendcmd", "lut3d", "lut1d", "haldclut",
	"frei0r", "ladspa", "lv2", "ocr", "coreimage", "dnn_", "sr=", "derain", "vidstab", "vmaf", "libplacebo",
	"file=", "filename=", "stats_file", "textfile", "model"}

// ffmpegRoles reports what ffmpeg reads and writes, as progs says it
// reads its words: each option takes the next word unless it is one of
// ffmpeg's flags; -i's values are read; every other word is an output
// file, written. Options whose files only run time names (-report, -pass,
// presets), the concat and tee formats and concat: inputs, filters that
// open files and option words only run time knows leave it unresolved.
func (d *dec) ffmpegRoles(i int, args []arg) {
	rest := args[1:]
	var paths []PathRef
	path := func(a arg, acc Access) {
		v := a.Value
		if !a.Dynamic && (v == "-" || specialDev(v) || strings.HasPrefix(v, "pipe:") || strings.Contains(v, "://")) {
			return
		}
		if !a.Dynamic && (strings.HasPrefix(v, "concat:") || strings.HasPrefix(v, "subfile,") || strings.HasPrefix(v, "tee:")) {
			d.unres(i, "ffmpeg "+v+" names files only run time reads")
			return
		}
		if !a.Dynamic && strings.HasPrefix(v, "file:") {
			a.Value = v[len("file:"):]
		}
		paths = append(paths, d.pathRef(a, acc, "operand"))
	}
	for k := 0; k < len(rest); k++ {
		a := rest[k]
		if a.Dynamic && strings.HasPrefix(a.raw, "-") {
			d.unres(i, "ffmpeg option only run time knows")
			continue
		}
		if a.Dynamic || len(a.Value) < 2 || a.Value[0] != '-' {
			path(a, Write) // an output file
			continue
		}
		takes, role := progs.FFmpegOption(a.Value)
		if !takes || k+1 >= len(rest) {
			if role == "x" {
				d.unres(i, "ffmpeg "+a.Value+" writes files pregate does not see")
			}
			continue
		}
		k++
		v := rest[k]
		switch role {
		case "r":
			path(v, Read)
		case "w":
			path(v, Write)
		case "x":
			d.unres(i, "ffmpeg "+a.Value+" reads or writes files pregate does not see")
		}
		base, _, _ := strings.Cut(strings.TrimPrefix(a.Value, "-"), ":")
		switch base {
		case "f":
			if v.Dynamic || v.Value == "concat" || v.Value == "tee" || v.Value == "hls" || v.Value == "segment" || v.Value == "dash" {
				d.unres(i, "ffmpeg -f "+v.Value+" reads or writes files named inside")
			}
		case "vf", "af", "filter", "lavfi", "filter_complex":
			for _, f := range ffmpegFilterFiles {
				if v.Dynamic || strings.Contains(v.Value, f) {
					d.unres(i, "ffmpeg filter graph that opens files or loads code")
					break
				}
			}
		}
	}
	d.addPaths(i, paths)
}

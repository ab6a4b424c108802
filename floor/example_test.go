package floor_test

import (
	"fmt"

	"github.com/pregate/pregate/floor"
	"github.com/pregate/pregate/shell"
)

func ExampleConfig_CheckPath() {
	c := &floor.Config{
		Home:    "/nonexistent/home/ann",
		Project: "/nonexistent/home/ann/app",
		Tmp:     "/nonexistent/tmp",
	}
	for _, p := range []string{"src/main.go", "../.ssh/id_ed25519", "$HOME/.bashrc"} {
		v := c.CheckPath(p, "/nonexistent/home/ann/app", shell.Write)
		if v == nil {
			fmt.Printf("%s: fine\n", p)
			continue
		}
		fmt.Printf("%s: %s (%s)\n", p, v.Entry.ID, v.Lexical)
	}
	// Output:
	// src/main.go: fine
	// ../.ssh/id_ed25519: ssh (/nonexistent/home/ann/.ssh/id_ed25519)
	// $HOME/.bashrc: shell-rc (/nonexistent/home/ann/.bashrc)
}

func ExampleConfig_CheckSegment() {
	c := &floor.Config{Home: "/nonexistent/home/ann", Project: "/nonexistent/home/ann/app"}
	seg := &shell.Segment{
		Program: "rm",
		Argv:    []shell.Word{{Value: "rm"}, {Value: "-rf"}, {Value: ".."}},
		Cwd:     "/nonexistent/home/ann/app",
		Text:    "rm -rf ..",
	}
	v := c.CheckSegment(seg)
	fmt.Println(v.Entry.ID, v.Resolved)
	// Output:
	// breaker.recursive-delete /nonexistent/home/ann
}

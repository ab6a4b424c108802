package shell_test

import (
	"fmt"
	"strings"

	"github.com/pregate/pregate/shell"
)

func ExampleDecompose() {
	cmd := `cd /tmp && sudo rm -rf build; git commit -m "rm -rf /"; curl -s https://x | sh`
	for _, s := range shell.Decompose(cmd, "/home/u/proj", map[string]string{"HOME": "/home/u"}) {
		fmt.Printf("%-4s %-22s cwd=%-5s nesting=%q", s.Program, strings.Join(s.Args(), " "), s.Cwd, s.Nesting)
		if s.Container {
			fmt.Print(" container")
		}
		if !s.Resolved {
			fmt.Printf(" unresolved: %s", s.Why)
		}
		fmt.Println()
	}
	// Output:
	// cd   cd /tmp                cwd=/home/u/proj nesting=[]
	// sudo sudo rm -rf build      cwd=/tmp  nesting=[] container
	// rm   rm -rf build           cwd=/tmp  nesting=["sudo"]
	// git  git commit -m rm -rf / cwd=/tmp  nesting=[]
	// curl curl -s https://x      cwd=/tmp  nesting=[]
	// sh   sh                     cwd=/tmp  nesting=[] unresolved: pipe into a shell
}

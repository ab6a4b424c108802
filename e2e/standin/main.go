package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: standin serve|summary [flags]")
		os.Exit(2)
	}
	var err error
	switch os.Args[1] {
	case "serve":
		err = serve(os.Args[2:])
	case "summary":
		err = summary(os.Args[2:], os.Stdout)
	case "str":
		err = jsonString(os.Args[2:], os.Stdout)
	case "texts":
		err = texts(os.Args[2:], os.Stdout)
	default:
		err = fmt.Errorf("unknown subcommand %q", os.Args[1])
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "standin: %v\n", err)
		os.Exit(1)
	}
}

func serve(args []string) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	addr := fs.String("addr", "127.0.0.1:0", "listen address (loopback)")
	portFile := fs.String("portfile", "", "write the chosen port here once listening")
	name := fs.String("tool", "Bash", "tool to call")
	input := fs.String("input", `{"command":"true"}`, "tool input, a JSON object")
	recordPath := fs.String("record", "", "append each tool_result as a JSON line here")
	logPath := fs.String("log", "", "append one line per request here (default stderr)")
	bodiesPath := fs.String("bodies", "", "append every /v1/messages request body here, one per line")
	if err := fs.Parse(args); err != nil {
		return err
	}
	var obj map[string]any
	if err := json.Unmarshal([]byte(*input), &obj); err != nil {
		return fmt.Errorf("-input is not a JSON object: %v", err)
	}
	if *recordPath == "" {
		return errors.New("-record is required")
	}
	record, err := os.OpenFile(*recordPath, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	defer record.Close()
	var log io.Writer = os.Stderr
	if *logPath != "" {
		f, err := os.OpenFile(*logPath, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
		if err != nil {
			return err
		}
		defer f.Close()
		log = f
	}

	var bodies io.Writer
	if *bodiesPath != "" {
		f, err := os.OpenFile(*bodiesPath, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
		if err != nil {
			return err
		}
		defer f.Close()
		bodies = f
	}

	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	if *portFile != "" {
		port := ln.Addr().(*net.TCPAddr).Port
		// Write then rename, so a reader polling for the file never sees
		// it half-written.
		tmp := *portFile + ".tmp"
		if err := os.WriteFile(tmp, fmt.Appendf(nil, "%d\n", port), 0o644); err != nil {
			return err
		}
		if err := os.Rename(tmp, *portFile); err != nil {
			return err
		}
	}
	handler := newServer(Call{Name: *name, Input: json.RawMessage(*input)}, record, log)
	handler.bodies = bodies
	srv := &http.Server{Handler: handler}
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, syscall.SIGTERM, os.Interrupt)
	go func() {
		<-stop
		srv.Close()
	}()
	if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// cliResult is the part of `claude -p --output-format json` output we read.
type cliResult struct {
	Type              string `json:"type"`
	Subtype           string `json:"subtype"`
	IsError           bool   `json:"is_error"`
	Result            string `json:"result"`
	PermissionDenials []struct {
		ToolName  string `json:"tool_name"`
		ToolUseID string `json:"tool_use_id"`
	} `json:"permission_denials"`
}

// summary prints what a run did as key=value lines, the tool_result texts
// last, one "tool_result=" line each with newlines escaped as \n.
func summary(args []string, w io.Writer) error {
	fs := flag.NewFlagSet("summary", flag.ContinueOnError)
	resultPath := fs.String("result", "", "JSON printed by claude -p --output-format json")
	recordPath := fs.String("record", "", "record file written by serve")
	if err := fs.Parse(args); err != nil {
		return err
	}
	out, err := os.ReadFile(*resultPath)
	if err != nil {
		return err
	}
	var res cliResult
	if err := json.Unmarshal(out, &res); err != nil {
		return fmt.Errorf("%s: not the JSON result of claude -p: %v", *resultPath, err)
	}
	recs, err := readRecord(*recordPath)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "subtype=%s\n", res.Subtype)
	fmt.Fprintf(w, "is_error=%t\n", res.IsError)
	fmt.Fprintf(w, "denials=%d\n", len(res.PermissionDenials))
	for _, d := range res.PermissionDenials {
		fmt.Fprintf(w, "denied=%s %s\n", d.ToolName, d.ToolUseID)
	}
	fmt.Fprintf(w, "tool_results=%d\n", len(recs))
	for _, r := range recs {
		fmt.Fprintf(w, "tool_result_is_error=%t\n", r.IsError)
		fmt.Fprintf(w, "tool_result=%s\n", escapeNewlines(r.Text))
	}
	return nil
}

func readRecord(path string) ([]Result, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var recs []Result
	dec := json.NewDecoder(f)
	for {
		var r Result
		err := dec.Decode(&r)
		if errors.Is(err, io.EOF) {
			return recs, nil
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %v", path, err)
		}
		recs = append(recs, r)
	}
}

// jsonString prints each argument as a JSON string, one per line, so a
// shell script can build JSON without a JSON tool.
func jsonString(args []string, w io.Writer) error {
	for _, a := range args {
		b, err := json.Marshal(a)
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "%s\n", b)
	}
	return nil
}

// texts prints the text of every recorded tool result, in order.
func texts(args []string, w io.Writer) error {
	fs := flag.NewFlagSet("texts", flag.ContinueOnError)
	recordPath := fs.String("record", "", "record file written by serve")
	if err := fs.Parse(args); err != nil {
		return err
	}
	recs, err := readRecord(*recordPath)
	if err != nil {
		return err
	}
	for _, r := range recs {
		fmt.Fprintln(w, r.Text)
	}
	return nil
}

func escapeNewlines(s string) string {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\n':
			b = append(b, `\n`...)
		case '\r':
			b = append(b, `\r`...)
		default:
			b = append(b, s[i])
		}
	}
	return string(b)
}

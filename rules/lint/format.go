package lint

import (
	"encoding/json"
	"fmt"
	"io"
	"net/url"
	"path/filepath"
	"slices"
	"strings"
)

// Formats are the output formats Write knows.
var Formats = []string{"text", "json", "sarif", "github"}

// Write prints findings in format. version names the tool in SARIF.
func Write(w io.Writer, format string, fs []Finding, version string) error {
	switch format {
	case "text":
		return writeText(w, fs)
	case "json":
		return writeJSON(w, fs)
	case "sarif":
		return writeSARIF(w, fs, version)
	case "github":
		return writeGitHub(w, fs)
	}
	return fmt.Errorf("unknown format %q (want %s)", format, strings.Join(Formats, ", "))
}

// writeText prints "file:line:col: severity: message [code]", one a line,
// the position cut short where it is unknown.
func writeText(w io.Writer, fs []Finding) error {
	for _, f := range fs {
		if _, err := fmt.Fprintf(w, "%s: %s: %s [%s]\n", position(f), f.Severity, f.Message, f.Code); err != nil {
			return err
		}
	}
	return nil
}

func position(f Finding) string {
	switch {
	case f.Line == 0:
		return f.File
	case f.Col == 0:
		return fmt.Sprintf("%s:%d", f.File, f.Line)
	}
	return fmt.Sprintf("%s:%d:%d", f.File, f.Line, f.Col)
}

func writeJSON(w io.Writer, fs []Finding) error {
	if fs == nil {
		fs = []Finding{}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(struct {
		Findings []Finding `json:"findings"`
	}{fs})
}

// writeGitHub prints workflow commands that GitHub Actions shows as
// annotations on the file and line.
func writeGitHub(w io.Writer, fs []Finding) error {
	for _, f := range fs {
		props := []string{"file=" + ghProp(f.File)}
		if f.Line > 0 {
			props = append(props, fmt.Sprintf("line=%d", f.Line))
			if f.Col > 0 {
				props = append(props, fmt.Sprintf("col=%d", f.Col))
			}
		}
		props = append(props, "title="+ghProp("pregate "+f.Code))
		msg := f.Message
		if f.Suggestion != "" && !strings.Contains(msg, f.Suggestion) {
			msg += " (suggestion: " + f.Suggestion + ")"
		}
		if _, err := fmt.Fprintf(w, "::%s %s::%s\n", f.Severity, strings.Join(props, ","), ghData(msg)); err != nil {
			return err
		}
	}
	return nil
}

// ghData and ghProp escape as the runner's command parser expects.
func ghData(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A").Replace(s)
}

func ghProp(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C").Replace(s)
}

// The SARIF 2.1.0 subset pregate writes: one run, the codes as rules, one
// result per finding.
type sarifLog struct {
	Schema  string     `json:"$schema"`
	Version string     `json:"version"`
	Runs    []sarifRun `json:"runs"`
}

type sarifRun struct {
	Tool    sarifTool     `json:"tool"`
	Results []sarifResult `json:"results"`
}

type sarifTool struct {
	Driver sarifDriver `json:"driver"`
}

type sarifDriver struct {
	Name           string      `json:"name"`
	Version        string      `json:"version,omitempty"`
	InformationURI string      `json:"informationUri"`
	Rules          []sarifRule `json:"rules"`
}

type sarifRule struct {
	ID                   string       `json:"id"`
	Name                 string       `json:"name"`
	ShortDescription     sarifText    `json:"shortDescription"`
	DefaultConfiguration sarifConfig  `json:"defaultConfiguration"`
	Help                 sarifText    `json:"help"`
	Properties           sarifRuleTag `json:"properties"`
}

type sarifRuleTag struct {
	Tags []string `json:"tags"`
}

type sarifText struct {
	Text string `json:"text"`
}

type sarifConfig struct {
	Level string `json:"level"`
}

type sarifResult struct {
	RuleID     string          `json:"ruleId"`
	RuleIndex  int             `json:"ruleIndex"`
	Level      string          `json:"level"`
	Message    sarifText       `json:"message"`
	Locations  []sarifLocation `json:"locations"`
	Properties map[string]any  `json:"properties,omitempty"`
}

type sarifLocation struct {
	PhysicalLocation sarifPhysical `json:"physicalLocation"`
}

type sarifPhysical struct {
	ArtifactLocation sarifArtifact `json:"artifactLocation"`
	Region           *sarifRegion  `json:"region,omitempty"`
}

type sarifArtifact struct {
	URI       string `json:"uri"`
	URIBaseID string `json:"uriBaseId,omitempty"`
}

type sarifRegion struct {
	StartLine   int `json:"startLine"`
	StartColumn int `json:"startColumn,omitempty"`
}

func writeSARIF(w io.Writer, fs []Finding, version string) error {
	drv := sarifDriver{Name: "pregate", Version: version, InformationURI: "https://github.com/pregate/pregate"}
	index := map[string]int{}
	for _, c := range Codes {
		index[c.ID] = len(drv.Rules)
		drv.Rules = append(drv.Rules, sarifRule{
			ID: c.ID, Name: ruleName(c.ID),
			ShortDescription:     sarifText{c.Summary},
			DefaultConfiguration: sarifConfig{string(c.Severity)},
			Help:                 sarifText{c.Summary + " See `pregate lint --help`."},
			Properties:           sarifRuleTag{Tags: []string{"policy"}},
		})
	}
	results := make([]sarifResult, 0, len(fs))
	for _, f := range fs {
		i, ok := index[f.Code]
		if !ok {
			c := CodeOf(f.Code)
			i = len(drv.Rules)
			index[f.Code] = i
			drv.Rules = append(drv.Rules, sarifRule{ID: c.ID, Name: ruleName(c.ID), ShortDescription: sarifText{c.Summary},
				DefaultConfiguration: sarifConfig{string(c.Severity)}, Help: sarifText{c.Summary}, Properties: sarifRuleTag{Tags: []string{"policy"}}})
		}
		loc := sarifPhysical{ArtifactLocation: artifact(f.File)}
		if f.Line > 0 {
			loc.Region = &sarifRegion{StartLine: f.Line, StartColumn: f.Col}
		}
		r := sarifResult{RuleID: f.Code, RuleIndex: i, Level: string(f.Severity), Message: sarifText{f.Message},
			Locations: []sarifLocation{{loc}}}
		if f.Suggestion != "" {
			r.Properties = map[string]any{"suggestion": f.Suggestion}
		}
		results = append(results, r)
	}
	log := sarifLog{
		Schema:  "https://json.schemastore.org/sarif-2.1.0.json",
		Version: "2.1.0",
		Runs:    []sarifRun{{Tool: sarifTool{drv}, Results: results}},
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(log)
}

// ruleName turns "unknown-key" into "UnknownKey", SARIF's name style.
func ruleName(id string) string {
	parts := strings.Split(id, "-")
	for i, p := range parts {
		if p != "" {
			parts[i] = strings.ToUpper(p[:1]) + p[1:]
		}
	}
	return strings.Join(parts, "")
}

// artifact is a file as a URI reference: relative paths stay relative to
// the checkout (%SRCROOT%), absolute ones become file URIs.
func artifact(file string) sarifArtifact {
	p := filepath.ToSlash(file)
	if filepath.IsAbs(file) {
		return sarifArtifact{URI: (&url.URL{Scheme: "file", Path: p}).String()}
	}
	p = strings.TrimPrefix(p, "./")
	return sarifArtifact{URI: (&url.URL{Path: p}).String(), URIBaseID: "%SRCROOT%"}
}

// Count returns how many findings are at least as severe as min.
func Count(fs []Finding, min Severity) int {
	return len(slices.DeleteFunc(slices.Clone(fs), func(f Finding) bool { return min == Error && f.Severity != Error }))
}

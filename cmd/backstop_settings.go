package cmd

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
)

// Path-addressed edits of a settings file for the backstop, built on the
// same span-keeping parser and edits as the hook entry (install.go): each
// edit changes only the bytes of one value, member or array element and
// re-parses, so that everything else stays byte-identical and removing
// what was added gives back the file as it was.

// settingsPath is a chain of object keys from the top of a settings file.
type settingsPath []string

func (p settingsPath) String() string { return strings.Join(p, ".") }

// walkPath returns the values along path: nodes[i] is the value at
// path[:i+1]. It stops at the first key that is missing; a value in the
// middle that is not an object, or a key written twice, is an error.
func walkPath(src []byte, root *jnode, path settingsPath) ([]*jnode, error) {
	var nodes []*jnode
	cur := root
	for i, key := range path {
		if cur.kind != '{' {
			line, col := lineCol(src, cur.start)
			return nil, &settingsPosError{line, col, fmt.Sprintf("%q is not an object", settingsPath(path[:i]).String())}
		}
		if err := uniqueKey(src, cur, key); err != nil {
			return nil, err
		}
		v, _ := cur.get(key)
		if v == nil {
			return nodes, nil
		}
		nodes = append(nodes, v)
		cur = v
	}
	return nodes, nil
}

// parseRoot parses src as the top-level object of a settings file; an
// empty file is an empty object.
func parseRoot(src []byte) ([]byte, *jnode, error) {
	if len(bytes.TrimSpace(src)) == 0 {
		src = []byte("{}\n")
	}
	root, err := parseSettings(src)
	if err != nil {
		return nil, nil, err
	}
	if root.kind != '{' {
		line, col := lineCol(src, root.start)
		return nil, nil, &settingsPosError{line, col, "the settings are not a JSON object"}
	}
	return src, root, nil
}

// nest wraps leaf in objects keyed by keys, outermost first.
func nest(keys []string, leaf any) any {
	v := leaf
	for i := len(keys) - 1; i >= 0; i-- {
		v = map[string]any{keys[i]: v}
	}
	return v
}

// createAt adds the missing tail of path, ending in leaf, as a member of
// the deepest object that exists (nodes are walkPath's). It returns the
// edit and the paths of the objects and arrays it created.
func createAt(src []byte, root *jnode, nodes []*jnode, path settingsPath, leaf any) (edit, []settingsPath) {
	parent := root
	if len(nodes) > 0 {
		parent = nodes[len(nodes)-1]
	}
	d := len(nodes)
	unit := indentUnit(src, root)
	v := nest(path[d+1:], leaf)
	e := appendItems(src, parent, unit, func(in string) []string {
		key, _ := json.Marshal(path[d])
		return []string{string(key) + ": " + marshalIndent(v, in, unit)}
	})
	var created []settingsPath
	last := len(path)
	if _, isContainer := leaf.([]any); !isContainer {
		last-- // a scalar leaf is recorded as a set value, not a container
	}
	for i := d + 1; i <= last; i++ {
		created = append(created, slices.Clone(path[:i]))
	}
	return e, created
}

// setValue sets the value at path to v. prior is the value's text before
// (nil when the key was missing); created lists the objects it had to add.
func setValue(src []byte, path settingsPath, v any) (out []byte, prior *string, created []settingsPath, err error) {
	src, root, err := parseRoot(src)
	if err != nil {
		return nil, nil, nil, err
	}
	nodes, err := walkPath(src, root, path)
	if err != nil {
		return nil, nil, nil, err
	}
	text := marshalIndent(v, "", "")
	if len(nodes) == len(path) {
		n := nodes[len(nodes)-1]
		old := string(src[n.start:n.end])
		if jsonEqual(old, text) {
			return src, &old, nil, nil
		}
		return applyEdits(src, []edit{{n.start, n.end, text}}), &old, nil, nil
	}
	e, created := createAt(src, root, nodes, path, v)
	return applyEdits(src, []edit{e}), nil, created, nil
}

// addElement appends v to the array at path unless an element equal to it
// is there; added says whether it was appended.
func addElement(src []byte, path settingsPath, v any) (out []byte, added bool, created []settingsPath, err error) {
	src, root, err := parseRoot(src)
	if err != nil {
		return nil, false, nil, err
	}
	nodes, err := walkPath(src, root, path)
	if err != nil {
		return nil, false, nil, err
	}
	if len(nodes) < len(path) {
		e, created := createAt(src, root, nodes, path, []any{v})
		return applyEdits(src, []edit{e}), true, created, nil
	}
	arr := nodes[len(nodes)-1]
	if arr.kind != '[' {
		line, col := lineCol(src, arr.start)
		return nil, false, nil, &settingsPosError{line, col, fmt.Sprintf("%q is not an array", path.String())}
	}
	text := marshalIndent(v, "", "")
	for _, el := range arr.elems {
		if jsonEqual(string(src[el.start:el.end]), text) {
			return src, false, nil, nil
		}
	}
	unit := indentUnit(src, root)
	e := appendItems(src, arr, unit, func(in string) []string { return []string{marshalIndent(v, in, unit)} })
	return applyEdits(src, []edit{e}), true, nil, nil
}

// removeElements deletes the elements of the array at path for which drop
// says yes; n is how many.
func removeElements(src []byte, path settingsPath, drop func(text string) bool) (out []byte, n int, err error) {
	src, root, err := parseRoot(src)
	if err != nil {
		return nil, 0, err
	}
	nodes, err := walkPath(src, root, path)
	if err != nil || len(nodes) < len(path) {
		return src, 0, err
	}
	arr := nodes[len(nodes)-1]
	if arr.kind != '[' {
		return src, 0, nil
	}
	idx := map[int]bool{}
	for i, el := range arr.elems {
		if drop(string(src[el.start:el.end])) {
			idx[i] = true
		}
	}
	if len(idx) == 0 {
		return src, 0, nil
	}
	return applyEdits(src, removeItems(arr, idx)), len(idx), nil
}

// restoreValue puts back the value at path as it was before setValue:
// prior's text, or no member at all when prior is nil.
func restoreValue(src []byte, path settingsPath, prior *string) ([]byte, error) {
	src, root, err := parseRoot(src)
	if err != nil {
		return nil, err
	}
	nodes, err := walkPath(src, root, path)
	if err != nil || len(nodes) < len(path) {
		return src, err
	}
	n := nodes[len(nodes)-1]
	if prior != nil {
		if string(src[n.start:n.end]) == *prior {
			return src, nil
		}
		return applyEdits(src, []edit{{n.start, n.end, *prior}}), nil
	}
	return removeMember(src, root, nodes, path), nil
}

// removeIfEmpty deletes the object or array at path when it holds nothing.
func removeIfEmpty(src []byte, path settingsPath) ([]byte, error) {
	src, root, err := parseRoot(src)
	if err != nil {
		return nil, err
	}
	nodes, err := walkPath(src, root, path)
	if err != nil || len(nodes) < len(path) {
		return src, err
	}
	n := nodes[len(nodes)-1]
	if (n.kind != '{' && n.kind != '[') || len(n.items()) > 0 {
		return src, nil
	}
	return removeMember(src, root, nodes, path), nil
}

func removeMember(src []byte, root *jnode, nodes []*jnode, path settingsPath) []byte {
	parent := root
	if len(nodes) > 1 {
		parent = nodes[len(nodes)-2]
	}
	_, i := parent.get(path[len(path)-1])
	return applyEdits(src, removeItems(parent, map[int]bool{i: true}))
}

// valueAt is the text of the value at path, "" when there is none.
func valueAt(src []byte, path settingsPath) string {
	src, root, err := parseRoot(src)
	if err != nil {
		return ""
	}
	nodes, err := walkPath(src, root, path)
	if err != nil || len(nodes) < len(path) {
		return ""
	}
	n := nodes[len(nodes)-1]
	return string(src[n.start:n.end])
}

// arrayTexts are the texts of the elements of the array at path.
func arrayTexts(src []byte, path settingsPath) []string {
	src, root, err := parseRoot(src)
	if err != nil {
		return nil
	}
	nodes, err := walkPath(src, root, path)
	if err != nil || len(nodes) < len(path) || nodes[len(nodes)-1].kind != '[' {
		return nil
	}
	var out []string
	for _, el := range nodes[len(nodes)-1].elems {
		out = append(out, string(src[el.start:el.end]))
	}
	return out
}

func jsonEqual(a, b string) bool {
	var x, y any
	if json.Unmarshal([]byte(a), &x) != nil || json.Unmarshal([]byte(b), &y) != nil {
		return false
	}
	xa, _ := json.Marshal(x)
	ya, _ := json.Marshal(y)
	return bytes.Equal(xa, ya)
}

// guardHandler says whether a ConfigChange handler (its JSON text) runs
// pregate's backstop guard, and returns its words.
func guardHandler(text string) ([]string, bool) {
	var h struct {
		Type    string   `json:"type"`
		Command string   `json:"command"`
		Args    []string `json:"args"`
	}
	if json.Unmarshal([]byte(text), &h) != nil || (h.Type != "" && h.Type != "command") {
		return nil, false
	}
	words := shellWords(h.Command)
	if h.Args != nil {
		words = append([]string{h.Command}, h.Args...)
	}
	if len(words) < 3 || words[1] != "backstop" || words[2] != "guard" || !strings.HasPrefix(filepath.Base(words[0]), "pregate") {
		return nil, false
	}
	return words, true
}

// guardGroup says whether a ConfigChange matcher group (its JSON text)
// holds pregate's guard, and returns the guard's words.
func guardGroup(text string) ([]string, bool) {
	var g struct {
		Hooks []json.RawMessage `json:"hooks"`
	}
	if json.Unmarshal([]byte(text), &g) != nil {
		return nil, false
	}
	for _, h := range g.Hooks {
		if w, ok := guardHandler(string(h)); ok {
			return w, true
		}
	}
	return nil, false
}

// flagValue is the value of --name in words, "" when absent.
func flagValue(words []string, name string) string {
	for i, w := range words {
		if w == "--"+name && i+1 < len(words) {
			return words[i+1]
		}
		if v, ok := strings.CutPrefix(w, "--"+name+"="); ok {
			return v
		}
	}
	return ""
}

package builtin

import (
	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules/command"
)

// Packs returns the packs of FS decoded from genTab and genText (written
// by go generate from the TOML). Their texts are slices of genText; their
// slices are cut, at full capacity, from one array per element type. Each
// call decodes afresh, so a caller may keep or change what it gets.
func Packs() []Pack {
	d := decoder{
		rules:    make([]Rule, genRules),
		commands: make([]command.Command, genCommands),
		strings:  make([]string, genStrings),
	}
	n := d.len()
	if n < 0 {
		return nil
	}
	packs := make([]Pack, n)
	for i := range packs {
		g := &packs[i]
		g.File, g.Name, g.Description, g.Default = d.str(), d.str(), d.str(), d.bool()
		g.Rules = d.ruleList()
	}
	if d.i != len(genTab) {
		panic("builtin: genTab not read to its end")
	}
	return packs
}

// decoder reads genTab in the order gen's encoder writes it.
type decoder struct {
	i        int
	rules    []Rule
	commands []command.Command
	strings  []string
}

// uint reads an unsigned varint.
func (d *decoder) uint() int {
	var n, shift uint
	for {
		b := genTab[d.i]
		d.i++
		n |= uint(b&0x7f) << shift
		if b < 0x80 {
			return int(n)
		}
		shift += 7
	}
}

func (d *decoder) bool() bool { return d.uint() != 0 }

func (d *decoder) str() string {
	off := d.uint()
	return genText[off : off+d.uint()]
}

// len reads a slice's length: -1 for nil.
func (d *decoder) len() int { return d.uint() - 1 }

func (d *decoder) stringList() []string {
	n := d.len()
	if n < 0 {
		return nil
	}
	out := d.strings[:n:n]
	d.strings = d.strings[n:]
	for i := range out {
		out[i] = d.str()
	}
	return out
}

func (d *decoder) ruleList() []Rule {
	n := d.len()
	if n < 0 {
		return nil
	}
	out := d.rules[:n:n]
	d.rules = d.rules[n:]
	for i := range out {
		r := &out[i]
		r.ID = d.str()
		r.Decision = hook.Decision(d.str())
		r.Match = d.stringList()
		r.Command = d.commandList()
		r.Reason = d.str()
		r.Note = d.str()
		r.Modes = d.stringList()
		r.Agents = d.stringList()
		r.Line = d.uint()
		r.Col = d.uint()
	}
	return out
}

func (d *decoder) commandList() []command.Command {
	n := d.len()
	if n < 0 {
		return nil
	}
	out := d.commands[:n:n]
	d.commands = d.commands[n:]
	for i := range out {
		c := &out[i]
		c.Program = d.stringList()
		c.Subcommand = d.stringList()
		c.Flags = d.stringList()
		c.AnyFlag = d.stringList()
		c.NoFlag = d.stringList()
		c.Operand = d.stringList()
		c.NoOperand = d.stringList()
		c.MinOperands = d.uint()
		c.Target = d.str()
		c.Word = d.stringList()
		c.DynamicWord = d.stringList()
		c.Code = d.stringList()
		c.Unresolved = d.bool()
		c.Nesting = d.stringList()
		c.Why = d.stringList()
	}
	return out
}

package gate

import (
	"fmt"

	"github.com/pregate/pregate/shell"
)

// PartKind is what a Part of the call stands for. It is written as text
// ("call", "segment", "read", "write") in check --json and the trace.
type PartKind uint8

const (
	// PartCall is the tool call as a whole, or a file tool's own path.
	PartCall PartKind = iota
	// PartSegment is one program of a Bash command.
	PartSegment
	// PartRead and PartWrite are a path the call reads or writes.
	PartRead
	PartWrite
)

var partNames = [...]string{"call", "segment", "read", "write"}

func (k PartKind) String() string {
	if int(k) < len(partNames) {
		return partNames[k]
	}
	return fmt.Sprintf("PartKind(%d)", uint8(k))
}

// MarshalText writes the kind's name.
func (k PartKind) MarshalText() ([]byte, error) {
	if int(k) >= len(partNames) {
		return nil, fmt.Errorf("unknown part kind %d", uint8(k))
	}
	return []byte(partNames[k]), nil
}

// UnmarshalText reads a kind's name, as check --json writes it.
func (k *PartKind) UnmarshalText(b []byte) error {
	for i, n := range partNames {
		if n == string(b) {
			*k = PartKind(i)
			return nil
		}
	}
	return fmt.Errorf("unknown part kind %q", b)
}

// Role is what a call does with a path: reads it or writes it (create,
// change, delete, move, link). It is written as "read" or "write".
type Role uint8

const (
	RoleRead Role = iota
	RoleWrite
)

var roleNames = [...]string{"read", "write"}

// roleOf is the role of an access: any write makes it a write.
func roleOf(a shell.Access) Role {
	if a&shell.Write != 0 {
		return RoleWrite
	}
	return RoleRead
}

func (r Role) String() string {
	if int(r) < len(roleNames) {
		return roleNames[r]
	}
	return fmt.Sprintf("Role(%d)", uint8(r))
}

// MarshalText writes the role's name.
func (r Role) MarshalText() ([]byte, error) {
	if int(r) >= len(roleNames) {
		return nil, fmt.Errorf("unknown path role %d", uint8(r))
	}
	return []byte(roleNames[r]), nil
}

// UnmarshalText reads a role's name, as check --json writes it.
func (r *Role) UnmarshalText(b []byte) error {
	for i, n := range roleNames {
		if n == string(b) {
			*r = Role(i)
			return nil
		}
	}
	return fmt.Errorf("unknown path role %q", b)
}

// Part is the kind of part a path of this role is.
func (r Role) Part() PartKind {
	if r == RoleWrite {
		return PartWrite
	}
	return PartRead
}

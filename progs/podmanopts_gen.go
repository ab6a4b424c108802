// Code generated from podman's documentation (docs/source/markdown, the
// option pages included) and its flag definitions (cmd/podman, buildah's
// pkg/cli) at podman 6.0.0-dev (commit c6580b4a5219); the roles are set in
// the generator as podmanopts.go describes. DO NOT EDIT.

package progs

// podmanGlobalGenerated are podman's global options.
const podmanGlobalGenerated = "--cdi-spec-dir:@k --cgroup-manager: --config:@k --conmon:@x -c,--connection: --events-backend: -h,--help --hooks-dir:@k --identity:@r --imagestore:@w --log-level: --module:@k --network-config-dir:@k --out:@w -r,--remote --root:@w --runroot:@w --runtime:@x --runtime-flag: --ssh: --storage-driver: --storage-opt:@k --syslog --tls-ca:@r --tls-cert:@r --tls-details:@r --tls-key:@r --tmpdir:@w --transient-store --url:@k -v,--version --volumepath:@w"

// podmanGenerated lists, one a line, each subcommand pregate models
// ("SUB|OPTIONS", "GROUP SUB|OPTIONS"), aliases included.
const podmanGenerated = `
artifact|
artifact inspect|-f,--format:
artifact ls|--format: --no-trunc -n,--noheading
artifact pull|--authfile:@r --cert-dir:@r --creds: --decryption-key:@r -h,--help -q,--quiet --retry: --retry-delay: --tls-verify
artifact push|--authfile:@r --cert-dir:@r --creds: --digestfile:@w -q,--quiet --retry: --retry-delay: --sign-by: --sign-by-sigstore:@r --sign-by-sigstore-private-key:@r --sign-by-sq-fingerprint: --sign-passphrase-file:@r --tls-verify
artifact rm|-a,--all -i,--ignore
attach|--detach-keys: -l,--latest --no-stdin --sig-proxy
auto-update|--authfile:@r --dry-run --format: --rollback --tls-verify
build|--add-host: --all-platforms --annotation: --arch: --authfile:@r --build-arg: --build-arg-file:@r --build-context:@r --cache-from: --cache-to: --cache-ttl: --cap-add: --cap-drop: --cert-dir:@r --cgroup-parent: --cgroupns: --compat-volumes --compress --cpp-flag: --cpu-period: --cpu-quota: -c,--cpu-shares: --cpuset-cpus: --cpuset-mems: --created-annotation --creds: --cw: --decryption-key:@r --device: -D,--disable-compression --disable-content-trust --dns: --dns-option: --dns-search: --env? -f,--file:@r --force-rm --format: --from: --group-add: -h,--help --hooks-dir:@k --http-proxy --identity-label --ignorefile:@r --iidfile:@w --iidfile-raw:@w --inherit-annotations --inherit-labels --ipc: --isolation: --jobs: --label: --layer-label: --layers --logfile:@w --logsplit --manifest: -m,--memory: --memory-swap: --metadata-file:@w --mount: --network,--net: --no-cache --no-hostname --no-hosts --omit-history --os: --os-feature: --os-version: -o,--output:@w --pid: --platform: --pull: -q,--quiet --retry: --retry-delay: --rewrite-timestamp --rm --runtime:@x --runtime-flag: --save-stages --sbom: --sbom-image-output: --sbom-image-purl-output: --sbom-merge-strategy: --sbom-output:@w --sbom-purl-output:@w --sbom-scanner-command:@s --sbom-scanner-image: --secret:@r --security-opt: --shm-size: --sign-by: --skip-unused-stages --source-date-epoch: --source-policy-file:@r --squash --squash-all --ssh:@r --stage-labels --stdin -t,--tag: --target: --timestamp: --tls-verify --ulimit: --unsetannotation: --unsetenv: --unsetlabel: --userns: --userns-gid-map: --userns-gid-map-group: --userns-uid-map: --userns-uid-map-user: --uts: --variant: -v,--volume:
commit|-a,--author: -c,--change: --config:@r -f,--format: --iidfile:@w --include-volumes -m,--message: -p,--pause -q,--quiet -s,--squash
completion|-f,--file:@w --no-desc
container|
container attach|--detach-keys: -l,--latest --no-stdin --sig-proxy
container checkpoint|-a,--all -c,--compress: --create-image: -e,--export:@w --file-locks --ignore-rootfs --ignore-volumes -k,--keep -l,--latest -R,--leave-running -P,--pre-checkpoint --print-stats --tcp-established --with-previous
container cleanup|-a,--all --exec: -l,--latest --rm --rmi
container clone|--blkio-weight: --blkio-weight-device: --cpu-period: --cpu-quota: --cpu-rt-period: --cpu-rt-runtime: -c,--cpu-shares: --cpus: --cpuset-cpus: --cpuset-mems: --destroy --device-read-bps: --device-write-bps: -f,--force -m,--memory: --memory-reservation: --memory-swap: --memory-swappiness: --name --pod: --run
container commit|-a,--author: -c,--change: --config:@r -f,--format: --iidfile:@w --include-volumes -m,--message: -p,--pause -q,--quiet -s,--squash
container cp|-a,--archive --overwrite
container create|--add-host: --annotation: --arch: -a,--attach: --authfile:@r --blkio-weight: --blkio-weight-device: --cap-add: --cap-drop: --cert-dir:@r --cgroup-conf: --cgroup-parent: --cgroupns: --cgroups: --chrootdirs: --cidfile:@w --conmon-pidfile:@w --cpu-period: --cpu-quota: --cpu-rt-period: --cpu-rt-runtime: -c,--cpu-shares: --cpus: --cpuset-cpus: --cpuset-mems: --creds: --decryption-key:@r --device: --device-cgroup-rule: --device-read-bps: --device-read-iops: --device-write-bps: --device-write-iops: --disable-content-trust --dns: --dns-option: --dns-search: --entrypoint:@x -e,--env: --env-file:@r --env-host --env-merge: --expose: --gidmap: --gpus: --group-add: --group-entry: --health-cmd: --health-interval: --health-log-destination: --health-max-log-count: --health-max-log-size: --health-on-failure: --health-retries: --health-start-period: --health-startup-cmd: --health-startup-interval: --health-startup-retries: --health-startup-success: --health-startup-timeout: --health-timeout: --help -h,--hostname: --hosts-file:@r --hostuser: --http-proxy --image-volume: --init --init-ctr: --init-path:@r -i,--interactive --ip: --ip6: --ipc: -l,--label: --label-file:@r --link-local-ip: --log-driver: --log-opt: --mac-address: -m,--memory: --memory-reservation: --memory-swap: --memory-swappiness: --mount: --name: --network,--net: --network-alias: --no-healthcheck --no-hostname --no-hosts --oom-kill-disable --oom-score-adj: --os: --passwd-entry: --personality: --pid: --pidfile:@w --pids-limit: --platform: --pod: --pod-id-file:@r --privileged -p,--publish: -P,--publish-all --pull: -q,--quiet --rdt-class: --read-only --read-only-tmpfs --replace --requires: --restart: --retry: --retry-delay: --rm --sdnotify: --seccomp-policy: --secret: --security-opt: --shm-size: --shm-size-systemd: --stop-signal: --stop-timeout: --subgidname: --subuidname: --sysctl: --systemd: --timeout: --tls-verify --tmpfs: -t,--tty --tz: --uidmap: --ulimit: --umask: --unsetenv: --unsetenv-all -u,--user: --userns: --uts: --variant: -v,--volume: --volumes-from: -w,--workdir:
container diff|--format: -l,--latest
container exec|--cidfile:@w -d,--detach --detach-keys: -e,--env: --env-file:@r -i,--interactive -l,--latest --no-session --preserve-fd: --preserve-fds: --privileged -t,--tty -u,--user: -w,--workdir:
container exists|--external
container export|-h,--help -o,--output:@w
container init|-a,--all -l,--latest
container inspect|-f,--format: -l,--latest -s,--size
container kill|-a,--all --cidfile:@w -l,--latest -s,--signal:
container list|-a,--all --external -f,--filter: --format: -h,--help -n,--last: -l,--latest --namespace,--ns: --no-trunc --noheading -p,--pod -q,--quiet -s,--size --sort: --sync -w,--watch:
container logs|--color -f,--follow -l,--latest -n,--names --since: --tail: -t,--timestamps --until:
container ls|-a,--all --external -f,--filter: --format: -h,--help -n,--last: -l,--latest --namespace,--ns: --no-trunc --noheading -p,--pod -q,--quiet -s,--size --sort: --sync -w,--watch:
container mount|-a,--all --format: -l,--latest --no-trunc
container pause|-a,--all --cidfile:@w -f,--filter: -l,--latest
container port|-a,--all -l,--latest
container prune|--filter: -f,--force
container ps|-a,--all --external -f,--filter: --format: -h,--help -n,--last: -l,--latest --namespace,--ns: --no-trunc --noheading -p,--pod -q,--quiet -s,--size --sort: --sync -w,--watch:
container rename|
container restart|-a,--all --cidfile:@w -f,--filter: -l,--latest --running -t,--time:
container restore|-a,--all --file-locks --ignore-rootfs --ignore-static-ip --ignore-static-mac --ignore-volumes -i,--import:@r --import-previous:@r -k,--keep -l,--latest -n,--name: --pod: --print-stats -p,--publish: --tcp-close --tcp-established
container rm|-a,--all --cidfile:@w --depend -f,--filter: -i,--ignore -l,--latest -t,--time: -v,--volumes
container run|--add-host: --annotation: --arch: -a,--attach: --authfile:@r --blkio-weight: --blkio-weight-device: --cap-add: --cap-drop: --cert-dir:@r --cgroup-conf: --cgroup-parent: --cgroupns: --cgroups: --chrootdirs: --cidfile:@w --conmon-pidfile:@w --cpu-period: --cpu-quota: --cpu-rt-period: --cpu-rt-runtime: -c,--cpu-shares: --cpus: --cpuset-cpus: --cpuset-mems: --creds: --decryption-key:@r -d,--detach --detach-keys: --device: --device-cgroup-rule: --device-read-bps: --device-read-iops: --device-write-bps: --device-write-iops: --disable-content-trust --dns: --dns-option: --dns-search: --entrypoint:@x -e,--env: --env-file:@r --env-host --env-merge: --expose: --gidmap: --gpus: --group-add: --group-entry: --health-cmd: --health-interval: --health-log-destination: --health-max-log-count: --health-max-log-size: --health-on-failure: --health-retries: --health-start-period: --health-startup-cmd: --health-startup-interval: --health-startup-retries: --health-startup-success: --health-startup-timeout: --health-timeout: --help -h,--hostname: --hosts-file:@r --hostuser: --http-proxy --image-volume: --init --init-path:@r -i,--interactive --ip: --ip6: --ipc: -l,--label: --label-file:@r --link-local-ip: --log-driver: --log-opt: --mac-address: -m,--memory: --memory-reservation: --memory-swap: --memory-swappiness: --mount: --name: --network,--net: --network-alias: --no-healthcheck --no-hostname --no-hosts --oom-kill-disable --oom-score-adj: --os: --passwd --passwd-entry: --personality: --pid: --pidfile:@w --pids-limit: --platform: --pod: --pod-id-file:@r --preserve-fd: --preserve-fds: --privileged -p,--publish: -P,--publish-all --pull: -q,--quiet --rdt-class: --read-only --read-only-tmpfs --replace --requires: --restart: --retry: --retry-delay: --rm --rmi --sdnotify: --seccomp-policy: --secret: --security-opt: --shm-size: --shm-size-systemd: --sig-proxy --stop-signal: --stop-timeout: --subgidname: --subuidname: --sysctl: --systemd: --timeout: --tls-verify --tmpfs: -t,--tty --tz: --uidmap: --ulimit: --umask: --unsetenv: --unsetenv-all -u,--user: --userns: --uts: --variant: -v,--volume: --volumes-from: -w,--workdir: --permissive
container start|--all -a,--attach --detach-keys: -f,--filter: -i,--interactive -l,--latest --sig-proxy
container stats|-a,--all --format: -i,--interval: -l,--latest --no-reset --no-stream --no-trunc
container stop|-a,--all --cidfile:@w -f,--filter: -i,--ignore -l,--latest -t,--time:
container top|-h,--help -l,--latest
container umount|-a,--all -f,--force -l,--latest
container unmount|-a,--all -f,--force -l,--latest
container unpause|-a,--all --cidfile:@w -f,--filter: -l,--latest
container update|--blkio-weight: --blkio-weight-device: --cpu-period: --cpu-quota: --cpu-rt-period: --cpu-rt-runtime: -c,--cpu-shares: --cpus: --cpuset-cpus: --cpuset-mems: --device-read-bps: --device-read-iops: --device-write-bps: --device-write-iops: -e,--env: --health-cmd: --health-interval: --health-log-destination: --health-max-log-count: --health-max-log-size: --health-on-failure: --health-retries: --health-start-period: --health-startup-cmd: --health-startup-interval: --health-startup-retries: --health-startup-success: --health-startup-timeout: --health-timeout: -l,--latest -m,--memory: --memory-reservation: --memory-swap: --memory-swappiness: --no-healthcheck --pids-limit: --restart: --ulimit: --unsetenv:
container wait|--condition: --exit-first-match -h,--help --ignore -i,--interval: -l,--latest
cp|-a,--archive --overwrite
create|--add-host: --annotation: --arch: -a,--attach: --authfile:@r --blkio-weight: --blkio-weight-device: --cap-add: --cap-drop: --cert-dir:@r --cgroup-conf: --cgroup-parent: --cgroupns: --cgroups: --chrootdirs: --cidfile:@w --conmon-pidfile:@w --cpu-period: --cpu-quota: --cpu-rt-period: --cpu-rt-runtime: -c,--cpu-shares: --cpus: --cpuset-cpus: --cpuset-mems: --creds: --decryption-key:@r --device: --device-cgroup-rule: --device-read-bps: --device-read-iops: --device-write-bps: --device-write-iops: --disable-content-trust --dns: --dns-option: --dns-search: --entrypoint:@x -e,--env: --env-file:@r --env-host --env-merge: --expose: --gidmap: --gpus: --group-add: --group-entry: --health-cmd: --health-interval: --health-log-destination: --health-max-log-count: --health-max-log-size: --health-on-failure: --health-retries: --health-start-period: --health-startup-cmd: --health-startup-interval: --health-startup-retries: --health-startup-success: --health-startup-timeout: --health-timeout: --help -h,--hostname: --hosts-file:@r --hostuser: --http-proxy --image-volume: --init --init-ctr: --init-path:@r -i,--interactive --ip: --ip6: --ipc: -l,--label: --label-file:@r --link-local-ip: --log-driver: --log-opt: --mac-address: -m,--memory: --memory-reservation: --memory-swap: --memory-swappiness: --mount: --name: --network,--net: --network-alias: --no-healthcheck --no-hostname --no-hosts --oom-kill-disable --oom-score-adj: --os: --passwd-entry: --personality: --pid: --pidfile:@w --pids-limit: --platform: --pod: --pod-id-file:@r --privileged -p,--publish: -P,--publish-all --pull: -q,--quiet --rdt-class: --read-only --read-only-tmpfs --replace --requires: --restart: --retry: --retry-delay: --rm --sdnotify: --seccomp-policy: --secret: --security-opt: --shm-size: --shm-size-systemd: --stop-signal: --stop-timeout: --subgidname: --subuidname: --sysctl: --systemd: --timeout: --tls-verify --tmpfs: -t,--tty --tz: --uidmap: --ulimit: --umask: --unsetenv: --unsetenv-all -u,--user: --userns: --uts: --variant: -v,--volume: --volumes-from: -w,--workdir:
diff|--format: -l,--latest
events|-f,--filter: --format: --help --no-trunc --since: --stream --until:
exec|--cidfile:@w -d,--detach --detach-keys: -e,--env: --env-file:@r -i,--interactive -l,--latest --no-session --preserve-fd: --preserve-fds: --privileged -t,--tty -u,--user: -w,--workdir:
export|-h,--help -o,--output:@w
farm|
farm build|--add-host: --annotation: --authfile:@r --build-arg: --build-arg-file:@r --build-context:@r --cache-from: --cache-to: --cache-ttl: --cap-add: --cap-drop: --cert-dir:@r --cgroup-parent: --cgroupns: --cleanup --compat-volumes --cpp-flag: --cpu-period: --cpu-quota: -c,--cpu-shares: --cpuset-cpus: --cpuset-mems: --created-annotation --creds: --decryption-key:@r --device: -D,--disable-compression --dns: --dns-option: --dns-search: --env? --farm: -f,--file:@r --force-rm --format: --from: --group-add: -h,--help --hooks-dir:@k --http-proxy --identity-label --ignorefile:@r --iidfile:@w --iidfile-raw:@w --inherit-annotations --inherit-labels --ipc: --isolation: --jobs: --label: --layer-label: --layers -l,--local --logfile:@w -m,--memory: --memory-swap: --mount: --network,--net: --no-cache --no-hostname --no-hosts --omit-history --os-feature: --os-version: --pid: --platforms: --pull: -q,--quiet --retry: --retry-delay: --rewrite-timestamp --rm --runtime:@x --runtime-flag: --save-stages --sbom: --sbom-image-output: --sbom-image-purl-output: --sbom-merge-strategy: --sbom-output:@w --sbom-purl-output:@w --sbom-scanner-command:@s --sbom-scanner-image: --secret:@r --security-opt: --shm-size: --skip-unused-stages --source-date-epoch: --source-policy-file:@r --squash --squash-all --ssh:@r --stage-labels -t,--tag: --target: --timestamp: --tls-verify --ulimit: --unsetannotation: --unsetenv: --unsetlabel: --userns: --userns-gid-map: --userns-gid-map-group: --userns-uid-map: --userns-uid-map-user: --uts: -v,--volume:
farm create|
farm list|--format:
farm remove|-a,--all
farm update|-a,--add: -d,--default -r,--remove:
generate|
generate kube|-f,--filename:@w --podman-only -r,--replicas: -s,--service -t,--type:
generate spec|-c,--compact -f,--filename:@w -n,--name
generate systemd|--after: --container-prefix: -e,--env: -f,--files@D --format: -n,--name --new --no-header --pod-prefix: --requires: --restart-policy: --restart-sec: --separator: --start-timeout: --stop-timeout: --template --wants:
healthcheck|
healthcheck run|--help --ignore-result
history|--format: -h,--help -H,--human --no-trunc -q,--quiet
image|
image build|--add-host: --all-platforms --annotation: --arch: --authfile:@r --build-arg: --build-arg-file:@r --build-context:@r --cache-from: --cache-to: --cache-ttl: --cap-add: --cap-drop: --cert-dir:@r --cgroup-parent: --cgroupns: --compat-volumes --compress --cpp-flag: --cpu-period: --cpu-quota: -c,--cpu-shares: --cpuset-cpus: --cpuset-mems: --created-annotation --creds: --cw: --decryption-key:@r --device: -D,--disable-compression --disable-content-trust --dns: --dns-option: --dns-search: --env? -f,--file:@r --force-rm --format: --from: --group-add: -h,--help --hooks-dir:@k --http-proxy --identity-label --ignorefile:@r --iidfile:@w --iidfile-raw:@w --inherit-annotations --inherit-labels --ipc: --isolation: --jobs: --label: --layer-label: --layers --logfile:@w --logsplit --manifest: -m,--memory: --memory-swap: --metadata-file:@w --mount: --network,--net: --no-cache --no-hostname --no-hosts --omit-history --os: --os-feature: --os-version: -o,--output:@w --pid: --platform: --pull: -q,--quiet --retry: --retry-delay: --rewrite-timestamp --rm --runtime:@x --runtime-flag: --save-stages --sbom: --sbom-image-output: --sbom-image-purl-output: --sbom-merge-strategy: --sbom-output:@w --sbom-purl-output:@w --sbom-scanner-command:@s --sbom-scanner-image: --secret:@r --security-opt: --shm-size: --sign-by: --skip-unused-stages --source-date-epoch: --source-policy-file:@r --squash --squash-all --ssh:@r --stage-labels --stdin -t,--tag: --target: --timestamp: --tls-verify --ulimit: --unsetannotation: --unsetenv: --unsetlabel: --userns: --userns-gid-map: --userns-gid-map-group: --userns-uid-map: --userns-uid-map-user: --uts: --variant: -v,--volume:
image diff|--format:
image exists|-h,--help
image history|--format: -h,--help -H,--human --no-trunc -q,--quiet
image inspect|-f,--format:
image list|-a,--all --digests -f,--filter: --format: --history --no-trunc -n,--noheading -q,--quiet --sort:
image load|-h,--help -i,--input:@r -q,--quiet
image ls|-a,--all --digests -f,--filter: --format: --history --no-trunc -n,--noheading -q,--quiet --sort:
image mount|-a,--all --format:
image prune|-a,--all --build-cache --external --filter: -f,--force -h,--help
image pull|-a,--all-tags --arch: --authfile:@r --cert-dir:@r --creds: --decryption-key:@r --disable-content-trust -h,--help --os: --platform: --policy: -q,--quiet --retry: --retry-delay: --tls-verify --variant:
image push|--authfile:@r --cert-dir:@r --compress --compression-format: --compression-level: --creds: --digestfile:@w --disable-content-trust --encrypt-layer: --encryption-key:@r --force-compression -f,--format: -q,--quiet --remove-signatures --retry: --retry-delay: --sign-by: --sign-by-sigstore:@r --sign-by-sigstore-private-key:@r --sign-by-sq-fingerprint: --sign-passphrase-file:@r --tls-verify
image rm|-a,--all -f,--force -i,--ignore --no-prune
image save|--compress --format: -h,--help -m,--multi-image-archive -o,--output:@w -q,--quiet --uncompressed
image search|--authfile:@r --cert-dir:@r --compatible --creds: -f,--filter: --format: -h,--help --limit: --list-tags --no-trunc --tls-verify
image sign|-a,--all --authfile:@r --cert-dir:@r -d,--directory:@w -h,--help --sign-by:
image tag|-h,--help
image tree|-h,--help --whatrequires
image umount|-a,--all -f,--force
image unmount|-a,--all -f,--force
image untag|-h,--help
images|-a,--all --digests -f,--filter: --format: --history --no-trunc -n,--noheading -q,--quiet --sort:
info|-f,--format:
init|-a,--all -l,--latest
inspect|-f,--format: -l,--latest -s,--size -t,--type:
kill|-a,--all --cidfile:@w -l,--latest -s,--signal:
kube|
kube apply|--ca-cert-file:@r -f,--file:@r -k,--kubeconfig:@r --ns: -s,--service
kube generate|-f,--filename:@w --podman-only -r,--replicas: -s,--service -t,--type:
load|-h,--help -i,--input:@r -q,--quiet
login|--authfile:@w --cert-dir:@r --compat-auth-file:@w --get-login -h,--help -p,--password: --password-stdin --secret: --tls-verify -u,--username: -v,--verbose
logout|-a,--all --authfile:@w --compat-auth-file:@w -h,--help
logs|--color -f,--follow -l,--latest -n,--names --since: --tail: -t,--timestamps --until:
machine|
machine info|-f,--format: --help
machine init|--cpus: --disk-size: --help --ignition-path:@r --image:@r --import-native-ca -m,--memory: --now --playbook:@r --provider: --rootful -s,--swap: --timezone: --tls-verify -u,--update-connection --usb: --user-mode-networking --username: -v,--volume:
machine inspect|--format: --help
machine list|--format: --help -n,--noheading -q,--quiet
machine ls|--format: --help -n,--noheading -q,--quiet
machine reset|-f,--force --help
machine rm|-f,--force --help --save-ignition --save-image
machine set|--cpus: --disk-size: --help --import-native-ca -m,--memory: --rootful --usb: --user-mode-networking
machine start|--help --no-info -q,--quiet -u,--update-connection
machine stop|--help
manifest|
manifest add|--all --annotation: --arch: --artifact --artifact-config:@r --artifact-config-type: --artifact-exclude-titles --artifact-layer-type: --artifact-subject: --artifact-type: --authfile:@r --cert-dir:@r --creds: --features: --os: --os-version: --tls-verify --variant:
manifest annotate|--annotation: --arch: --features: --index --os: --os-features: --os-version: --subject: --variant:
manifest create|--all -a,--amend --annotation: --tls-verify
manifest exists|-h,--help
manifest inspect|--authfile:@r --tls-verify
manifest push|--add-compression: --all --authfile:@r --cert-dir:@r --compression-format: --compression-level: --creds: --digestfile:@w --force-compression -f,--format: -q,--quiet --remove-signatures --rm --sign-by: --sign-by-sigstore:@r --sign-by-sigstore-private-key:@r --sign-by-sq-fingerprint: --sign-passphrase-file:@r --tls-verify
manifest remove|
manifest rm|-i,--ignore
mount|-a,--all --format: -l,--latest --no-trunc
network|
network connect|--alias: --ip: --ip6: --mac-address:
network create|--disable-dns --dns: -d,--driver: --gateway: --ignore --interface-name: --internal --ip-range: --ipam-driver: --ipv6 --label: -o,--opt: --route: --subnet:
network disconnect|-f,--force
network exists|-h,--help
network inspect|-f,--format:
network ls|-f,--filter: --format: --no-trunc -n,--noheading -q,--quiet
network prune|--filter: -f,--force
network reload|-a,--all -l,--latest
network rm|-f,--force -t,--time:
network update|--dns-add: --dns-drop:
pause|-a,--all --cidfile:@w -f,--filter: -l,--latest
pod|
pod clone|--blkio-weight: --blkio-weight-device: --cgroup-parent: -c,--cpu-shares: --cpus: --cpuset-cpus: --cpuset-mems: --destroy --device: --device-read-bps: --device-write-bps: --gidmap: --gpus: -h,--help --hostname: --infra-command:@x --infra-conmon-pidfile:@w --infra-name: -l,--label: --label-file:@r -m,--memory: --memory-swap: -n,--name --pid: --restart: --security-opt: --shm-size: --shm-size-systemd: --start --subgidname: --subuidname: --sysctl: --uidmap: --userns: --uts: -v,--volume: --volumes-from:
pod create|--add-host: --blkio-weight: --blkio-weight-device: --cgroup-parent: -c,--cpu-shares: --cpus: --cpuset-cpus: --cpuset-mems: --device: --device-read-bps: --device-write-bps: --dns: --dns-option: --dns-search: --exit-policy: --gidmap: --gpus: -h,--help --hostname: --hosts-file:@r --infra --infra-command:@x --infra-conmon-pidfile:@w --infra-image: --infra-name: --ip: --ip6: -l,--label: --label-file:@r --mac-address: -m,--memory: --memory-swap: -n,--name: --network,--net: --network-alias: --no-hostname --no-hosts --pid: --pod-id-file:@w -p,--publish: --replace --restart: --security-opt: --share: --share-parent --shm-size: --shm-size-systemd: --subgidname: --subuidname: --sysctl: --uidmap: --userns: --uts: -v,--volume: --volumes-from:
pod exists|
pod inspect|-f,--format: -l,--latest
pod kill|-a,--all -l,--latest -s,--signal:
pod logs|--color -c,--container: -f,--follow -l,--latest -n,--names --since: --tail: -t,--timestamps --until:
pod pause|-a,--all -l,--latest
pod prune|-f,--force
pod ps|--ctr-ids --ctr-names --ctr-status -f,--filter: --format: -h,--help -l,--latest --namespace,--ns: --no-trunc -n,--noheading -q,--quiet --sort:
pod restart|-a,--all -l,--latest
pod rm|-a,--all -f,--force -i,--ignore -l,--latest --pod-id-file:@w -t,--time:
pod start|-a,--all -l,--latest --pod-id-file:@w
pod stats|-a,--all --format: -l,--latest --no-reset --no-stream
pod stop|-a,--all -i,--ignore -l,--latest --pod-id-file:@w -t,--time:
pod top|-h,--help -l,--latest
pod unpause|-a,--all -l,--latest
port|-a,--all -l,--latest
ps|-a,--all --external -f,--filter: --format: -h,--help -n,--last: -l,--latest --namespace,--ns: --no-trunc --noheading -p,--pod -q,--quiet -s,--size --sort: --sync -w,--watch:
pull|-a,--all-tags --arch: --authfile:@r --cert-dir:@r --creds: --decryption-key:@r --disable-content-trust -h,--help --os: --platform: --policy: -q,--quiet --retry: --retry-delay: --tls-verify --variant:
push|--authfile:@r --cert-dir:@r --compress --compression-format: --compression-level: --creds: --digestfile:@w --disable-content-trust --encrypt-layer: --encryption-key:@r --force-compression -f,--format: -q,--quiet --remove-signatures --retry: --retry-delay: --sign-by: --sign-by-sigstore:@r --sign-by-sigstore-private-key:@r --sign-by-sq-fingerprint: --sign-passphrase-file:@r --tls-verify
rename|
restart|-a,--all --cidfile:@w -f,--filter: -l,--latest --running -t,--time:
rm|-a,--all --cidfile:@w --depend -f,--filter: -i,--ignore -l,--latest -t,--time: -v,--volumes
rmi|-a,--all -f,--force -i,--ignore --no-prune
run|--add-host: --annotation: --arch: -a,--attach: --authfile:@r --blkio-weight: --blkio-weight-device: --cap-add: --cap-drop: --cert-dir:@r --cgroup-conf: --cgroup-parent: --cgroupns: --cgroups: --chrootdirs: --cidfile:@w --conmon-pidfile:@w --cpu-period: --cpu-quota: --cpu-rt-period: --cpu-rt-runtime: -c,--cpu-shares: --cpus: --cpuset-cpus: --cpuset-mems: --creds: --decryption-key:@r -d,--detach --detach-keys: --device: --device-cgroup-rule: --device-read-bps: --device-read-iops: --device-write-bps: --device-write-iops: --disable-content-trust --dns: --dns-option: --dns-search: --entrypoint:@x -e,--env: --env-file:@r --env-host --env-merge: --expose: --gidmap: --gpus: --group-add: --group-entry: --health-cmd: --health-interval: --health-log-destination: --health-max-log-count: --health-max-log-size: --health-on-failure: --health-retries: --health-start-period: --health-startup-cmd: --health-startup-interval: --health-startup-retries: --health-startup-success: --health-startup-timeout: --health-timeout: --help -h,--hostname: --hosts-file:@r --hostuser: --http-proxy --image-volume: --init --init-path:@r -i,--interactive --ip: --ip6: --ipc: -l,--label: --label-file:@r --link-local-ip: --log-driver: --log-opt: --mac-address: -m,--memory: --memory-reservation: --memory-swap: --memory-swappiness: --mount: --name: --network,--net: --network-alias: --no-healthcheck --no-hostname --no-hosts --oom-kill-disable --oom-score-adj: --os: --passwd --passwd-entry: --personality: --pid: --pidfile:@w --pids-limit: --platform: --pod: --pod-id-file:@r --preserve-fd: --preserve-fds: --privileged -p,--publish: -P,--publish-all --pull: -q,--quiet --rdt-class: --read-only --read-only-tmpfs --replace --requires: --restart: --retry: --retry-delay: --rm --rmi --sdnotify: --seccomp-policy: --secret: --security-opt: --shm-size: --shm-size-systemd: --sig-proxy --stop-signal: --stop-timeout: --subgidname: --subuidname: --sysctl: --systemd: --timeout: --tls-verify --tmpfs: -t,--tty --tz: --uidmap: --ulimit: --umask: --unsetenv: --unsetenv-all -u,--user: --userns: --uts: --variant: -v,--volume: --volumes-from: -w,--workdir: --permissive
save|--compress --format: -h,--help -m,--multi-image-archive -o,--output:@w -q,--quiet --uncompressed
search|--authfile:@r --cert-dir:@r --compatible --creds: -f,--filter: --format: -h,--help --limit: --list-tags --no-trunc --tls-verify
secret|
secret exists|-h,--help
secret inspect|-f,--format: --help --pretty --showsecret
secret ls|-f,--filter: --format: -n,--noheading -q,--quiet
secret rm|-a,--all --help -i,--ignore
start|--all -a,--attach --detach-keys: -f,--filter: -i,--interactive -l,--latest --sig-proxy
stats|-a,--all --format: -i,--interval: -l,--latest --no-reset --no-stream --no-trunc
stop|-a,--all --cidfile:@w -f,--filter: -i,--ignore -l,--latest -t,--time:
system|
system check|-f,--force -m,--max: -q,--quick -r,--repair
system df|--format: -v,--verbose
system events|-f,--filter: --format: --help --no-trunc --since: --stream --until:
system hyperv-prep|--mounts: -f,--force --reset --status
system info|-f,--format:
system migrate|--migrate-db --new-runtime:@k
system prune|-a,--all --build --external --filter: -f,--force -h,--help --volumes
system renumber|
system reset|-f,--force -h,--help
system service|--cors: -h,--help -t,--time: --tls-cert:@r --tls-client-ca: --tls-key:@r
tag|-h,--help
top|-h,--help -l,--latest
umount|-a,--all -f,--force -l,--latest
unmount|-a,--all -f,--force -l,--latest
unpause|-a,--all --cidfile:@w -f,--filter: -l,--latest
untag|-h,--help
update|--blkio-weight: --blkio-weight-device: --cpu-period: --cpu-quota: --cpu-rt-period: --cpu-rt-runtime: -c,--cpu-shares: --cpus: --cpuset-cpus: --cpuset-mems: --device-read-bps: --device-read-iops: --device-write-bps: --device-write-iops: -e,--env: --health-cmd: --health-interval: --health-log-destination: --health-max-log-count: --health-max-log-size: --health-on-failure: --health-retries: --health-start-period: --health-startup-cmd: --health-startup-interval: --health-startup-retries: --health-startup-success: --health-startup-timeout: --health-timeout: -l,--latest -m,--memory: --memory-reservation: --memory-swap: --memory-swappiness: --no-healthcheck --pids-limit: --restart: --ulimit: --unsetenv:
version|-f,--format: -h,--help
volume|
volume create|-d,--driver: --gid: --help --ignore -l,--label: -o,--opt: --uid:
volume exists|-h,--help
volume export|--help -o,--output:@w
volume inspect|-a,--all -f,--format: --help
volume ls|-f,--filter: --format: --help -n,--noheading -q,--quiet
volume mount|
volume prune|-a,--all --dry-run --filter: -f,--force --help
volume reload|
volume rm|-a,--all -f,--force --help -t,--time:
volume unmount|
wait|--condition: --exit-first-match -h,--help --ignore -i,--interval: -l,--latest
`

package progs

// closedCloud are the closed tables of the cloud, infrastructure, container and database clients
// (see closedBase).
const closedCloud = `terraform tofu aws podman psql oc gh restic helm gcloud
	mysql mariadb mysqladmin mariadb-admin borg rclone velero mongosh
	vault doppler az`

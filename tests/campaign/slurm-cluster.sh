# slurm-cluster.sh: a one-node Slurm cluster on localhost for the test
# case `slurm` (sourced by run.sh, which sets T and fail). It installs
# Debian's slurm-wlm and munge when they are missing (as root, or with
# sudo), starts munged with a key and socket of its own under $T/slurm,
# then slurmctld and slurmd from a slurm.conf made here (ports of their
# own, state and logs under $T/slurm), and exports SLURM_CONF so that
# sbatch and squeue talk to it. What it cannot do it says, and the case
# skips (77). slurm_stop kills the daemons it started.

SL=$T/slurm

# slurm_skip WHY: the case cannot run here.
slurm_skip() {
	echo "SKIPPED: no Slurm cluster: $*"
	slurm_stop
	exit 77
}

slurm_install() {
	missing=""
	for p in /usr/sbin/slurmctld:slurm-wlm /usr/sbin/slurmd:slurmd \
		/usr/bin/sbatch:slurm-client /usr/sbin/munged:munge; do
		[ -x "${p%%:*}" ] || missing="$missing ${p#*:}"
	done
	[ -n "$missing" ] || return 0
	sudo=""
	if [ "$(id -u)" -ne 0 ]; then
		command -v sudo >/dev/null && sudo -n true 2>/dev/null ||
			slurm_skip "slurm-wlm and munge are not installed, and installing them needs root"
		sudo="sudo -n"
	fi
	echo "installing slurm-wlm and munge (Debian packages) for this test"
	# Package lists may be missing on a fresh machine: update once.
	DEBIAN_FRONTEND=noninteractive timeout 900 $sudo apt-get install -y -qq \
		slurm-wlm munge >"$SL/apt.log" 2>&1 ||
		{ timeout 300 $sudo apt-get update -qq >>"$SL/apt.log" 2>&1 &&
		  DEBIAN_FRONTEND=noninteractive timeout 900 $sudo apt-get install \
			-y -qq slurm-wlm munge >>"$SL/apt.log" 2>&1; } ||
		slurm_skip "apt-get install slurm-wlm munge failed: $(tail -n 2 "$SL/apt.log")"
}

slurm_start() {
	mkdir -p "$SL/spool" "$SL/state" "$SL/munge"
	slurm_install
	# slurmd runs jobs as their owner: it must be root.
	[ "$(id -u)" -eq 0 ] || slurm_skip "slurmd must run as root"
	chmod 700 "$SL/munge"
	dd if=/dev/urandom of="$SL/munge.key" bs=1024 count=1 2>/dev/null
	chmod 600 "$SL/munge.key"
	/usr/sbin/munged --force --key-file="$SL/munge.key" \
		--socket="$SL/munge/socket" --pid-file="$SL/munged.pid" \
		--log-file="$SL/munged.log" --seed-file="$SL/munge.seed" ||
		slurm_skip "munged did not start: $(tail -n 2 "$SL/munged.log" 2>/dev/null)"
	port=$((20000 + $$ % 20000))
	cat >"$SL/slurm.conf" <<EOF
ClusterName=trident-test
SlurmctldHost=localhost
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$SL/munge/socket
MpiDefault=none
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
ReturnToService=2
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
SlurmctldPidFile=$SL/slurmctld.pid
SlurmdPidFile=$SL/slurmd.pid
SlurmdSpoolDir=$SL/spool
StateSaveLocation=$SL/state
SlurmctldPort=$port
SlurmdPort=$((port + 1))
SlurmctldLogFile=$SL/slurmctld.log
SlurmdLogFile=$SL/slurmd.log
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
GresTypes=gpu
NodeName=localhost CPUs=$(nproc) Gres=gpu:1 State=UNKNOWN
PartitionName=debug Nodes=localhost Default=YES MaxTime=INFINITE State=UP
EOF
	# A GPU in name only: the GPU parts' scripts ask for one
	# (--gres=gpu:1) and run a stand-in program.
	echo "Name=gpu File=/dev/null" >"$SL/gres.conf"
	export SLURM_CONF="$SL/slurm.conf"
	/usr/sbin/slurmctld -f "$SLURM_CONF" ||
		slurm_skip "slurmctld did not start: $(tail -n 2 "$SL/slurmctld.log" 2>/dev/null)"
	/usr/sbin/slurmd -f "$SLURM_CONF" ||
		slurm_skip "slurmd did not start: $(tail -n 2 "$SL/slurmd.log" 2>/dev/null)"
	i=0
	until sinfo -h -o %T 2>/dev/null | grep -q idle; do
		i=$((i + 1))
		[ $i -lt 60 ] || slurm_skip "the node never became idle: $(tail -n 2 "$SL/slurmctld.log")"
		sleep 0.5
	done
}

slurm_stop() {
	for f in slurmd slurmctld munged; do
		[ -f "$SL/$f.pid" ] || continue
		pid=$(cat "$SL/$f.pid")
		kill "$pid" 2>/dev/null || continue
		i=0
		while kill -0 "$pid" 2>/dev/null && [ $i -lt 50 ]; do
			i=$((i + 1))
			sleep 0.1
		done
	done
	return 0
}

# slurm_wait JOB...: until none of the jobs is queued or running (at most
# 300 s).
slurm_wait() {
	ids=$(echo "$@" | tr ' ' ,)
	i=0
	while [ -n "$(squeue -h -j "$ids" 2>/dev/null)" ]; do
		i=$((i + 1))
		[ $i -lt 600 ] || fail "jobs $ids still queued after 300 s: $(squeue)"
		sleep 0.5
	done
}

# slurm_jobs DIR: the array's and the merge's ids from DIR/slurm/jobs.json.
slurm_jobs() {
	python3 -c 'import json,sys; j=json.load(open(sys.argv[1])); print(j["array"], j["merge"])' "$1/slurm/jobs.json"
}

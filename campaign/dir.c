/*
 * dir.c: the campaign directory (docs/campaign.md): its lock, the settings
 * (campaign.json), the run state (state.json), and what a new part does to
 * a campaign already there.
 *
 * The lock. Two campaigns into one directory would interleave their
 * journals (two seeds, run indices twice, a summary of 2,828 runs for a
 * campaign of 1,500: issue 13), so a campaign holds an advisory flock(2)
 * on DIR/lock for its whole life, from before it builds anything until
 * its summary is written. flock is tied to the open file, so the kernel
 * drops it when the holder dies, even by SIGKILL: a stale lock file is
 * just a file. The holder writes its command, pid, host, command line
 * and start time into the file, so that the one refused can name it.
 * The file is never deleted: unlinking a lock file lets a second process
 * lock the old inode while a third creates a new one.
 *
 * A campaign already in the directory (a journal with runs, finished or
 * not) is never overwritten silently: a new campaign is refused unless
 * --resume (continue it, with the same settings; more runs extend it) or
 * --force (delete its journal, summary and run state, then start over).
 *
 * state.json keeps what must survive between the parts of a campaign (an
 * interrupted campaign and its resumes): the golden facts the first part
 * drew its runs from, and the wall time of every part so far.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "internal.h"

/* The settings files' flags: full precision, so that reals compare equal
   after a round trip. */
#define SETTINGS_FLAGS (JSON_SORT_KEYS | JSON_INDENT(2))

char *
campaign_dir_file(const struct campaign_dir *d, const char *name)
{
	return xpathjoin(d->path, name);
}

int
cp_json_write_atomic(const json_t *o, const char *path)
{
	char *tmp = NULL;
	int rc = 0;

	if (asprintf(&tmp, "%s.tmp", path) < 0)
		abort();
	errno = 0;
	if (json_dump_file(o, tmp, SETTINGS_FLAGS) ||
	    rename(tmp, path)) {
		rc = tr_error("cannot write '%s': %s", path,
			      errno ? strerror(errno) : "jansson failed");
		unlink(tmp);
	}
	free(tmp);
	return rc;
}

/*
 * The lock
 */
static char *
host_name(void)
{
	char host[256];

	if (gethostname(host, sizeof(host)))
		snprintf(host, sizeof(host), "?");
	host[sizeof(host) - 1] = '\0';
	return xstrdup(host);
}

/* "trident inject (pid 1234, since 2026-11-23 10:02:11)" from the file. */
static void
describe_holder(int fd, char *buf, size_t len)
{
	char text[4096], *mine = host_name();
	ssize_t n = pread(fd, text, sizeof(text) - 1, 0);
	json_t *o = NULL;
	const char *cmd, *host, *since;
	json_int_t pid;

	if (n > 0) {
		text[n] = '\0';
		o = json_loads(text, 0, NULL);
	}
	if (json_unpack(o, "{s:s, s:I, s:s, s:s}", "command", &cmd, "pid",
			&pid, "host", &host, "since", &since))
		snprintf(buf, len, "another process (its lock file names none)");
	else
		snprintf(buf, len, "%s (pid %lld%s%s, since %s)", cmd,
			 (long long)pid, strcmp(host, mine) ? " on " : "",
			 strcmp(host, mine) ? host : "", since);
	json_decref(o);
	free(mine);
}

/* The holder's description, written into the locked file. */
static json_t *
holder_json(const struct campaign_opts *o)
{
	char since[32], *host = host_name(), *line = NULL;
	size_t len = 0;
	time_t now = time(NULL);
	struct tm tm;
	FILE *f = open_memstream(&line, &len);
	json_t *h;

	localtime_r(&now, &tm);
	strftime(since, sizeof(since), "%Y-%m-%d %H:%M:%S", &tm);
	fputs(o->command ? o->command : "trident", f);
	for (size_t i = 0; o->argv && o->argv[i]; i++)
		fprintf(f, " %s", o->argv[i]);
	fclose(f);
	h = json_pack("{s:s, s:I, s:s, s:s?, s:s, s:I}",
		      "command", o->command ? o->command : "trident",
		      "pid", (json_int_t)getpid(), "host", host,
		      "command_line", line, "since", since,
		      "start", (json_int_t)now);
	free(host);
	free(line);
	return h;
}

static int
lock_dir(struct campaign_dir *d, const struct campaign_opts *o)
{
	char *path = campaign_dir_file(d, "lock"), *text = NULL;
	char who[512];
	json_t *h = NULL;
	int fd, rc = -1;

	fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0644);
	if (fd < 0) {
		tr_error("cannot open lock file '%s': %s", path,
			 strerror(errno));
		goto out;
	}
	if (flock(fd, LOCK_EX | LOCK_NB)) {
		if (errno == EWOULDBLOCK) {
			describe_holder(fd, who, sizeof(who));
			tr_error("campaign directory '%s' is in use by %s",
				 o->dir, who);
		} else {
			tr_error("cannot lock '%s': %s", path, strerror(errno));
		}
		goto out;
	}
	h = holder_json(o);
	text = json_dumps(h, JSON_SORT_KEYS | JSON_INDENT(2));
	if (!text || ftruncate(fd, 0) ||
	    pwrite(fd, text, strlen(text), 0) != (ssize_t)strlen(text)) {
		tr_error("cannot write lock file '%s': %s", path,
			 strerror(errno));
		goto out;
	}
	d->lock_fd = fd;
	fd = -1;
	rc = 0;
out:
	if (fd >= 0)
		close(fd);
	json_decref(h);
	free(text);
	free(path);
	return rc;
}

int
campaign_dir_open(struct campaign_dir *d, const struct campaign_opts *o)
{
	struct stat st;
	char *tmp = NULL;
	int rc = -1;

	memset(d, 0, sizeof(*d));
	d->lock_fd = -1;
	if (mkdir(o->dir, 0755) && errno != EEXIST)
		return tr_error("cannot create directory '%s': %s", o->dir,
				strerror(errno));
	/* Runs start in directories of their own: every path is absolute. */
	d->path = realpath(o->dir, NULL);
	if (!d->path)
		return tr_error("cannot resolve '%s': %s", o->dir,
				strerror(errno));
	if (stat(d->path, &st) || !S_ISDIR(st.st_mode)) {
		tr_error("campaign directory '%s' is not a directory", o->dir);
		goto out;
	}
	if (lock_dir(d, o))
		goto out;
	/* Ours now: what a killed campaign left in tmp/ is garbage. */
	tmp = campaign_dir_file(d, "tmp");
	cp_remove_tree(tmp);
	if (mkdir(tmp, 0755)) {
		tr_error("cannot create directory '%s': %s", tmp,
			 strerror(errno));
		goto out;
	}
	rc = 0;
out:
	free(tmp);
	if (rc)
		campaign_dir_close(d);
	return rc;
}

void
campaign_dir_close(struct campaign_dir *d)
{
	if (d->path) {
		char *tmp = campaign_dir_file(d, "tmp");

		rmdir(tmp);
		free(tmp);
	}
	if (d->lock_fd >= 0)
		close(d->lock_fd);
	json_decref(d->settings);
	json_decref(d->state);
	free(d->path);
	memset(d, 0, sizeof(*d));
	d->lock_fd = -1;
}

/*
 * Claiming
 */

/* The number of complete lines of path (0 if it is missing). */
static int
count_lines(const char *path, uint64_t *n)
{
	char buf[65536];
	ssize_t got;
	int fd = open(path, O_RDONLY | O_CLOEXEC);

	*n = 0;
	if (fd < 0)
		return errno == ENOENT ? 0 :
		       tr_error("cannot read '%s': %s", path, strerror(errno));
	while ((got = read(fd, buf, sizeof(buf))) > 0)
		for (ssize_t i = 0; i < got; i++)
			*n += buf[i] == '\n';
	close(fd);
	if (got < 0)
		return tr_error("cannot read '%s': %s", path, strerror(errno));
	return 0;
}

/* A setting's value as a message shows it: strings bare. */
static char *
show(const json_t *v)
{
	if (!v)
		return xstrdup("none");
	if (json_is_string(v))
		return xstrdup(json_string_value(v));
	return json_dumps(v, JSON_COMPACT | JSON_ENCODE_ANY |
			  JSON_SORT_KEYS);
}

static int
cmp_key(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

char *
campaign_json_diff(const json_t *then, const json_t *now, const char *who,
		   const char *skip)
{
	const char **keys = xcalloc(json_object_size(now) + 1, sizeof(*keys));
	char *msg = NULL;
	size_t len = 0, k = 0;
	FILE *f = open_memstream(&msg, &len);
	const char *key;
	json_t *v;
	bool any = false;

	json_object_foreach((json_t *)now, key, v)
		keys[k++] = key;
	qsort(keys, k, sizeof(*keys), cmp_key);
	for (size_t i = 0; i < k; i++) {
		const json_t *a = json_object_get(then, keys[i]);
		const json_t *b = json_object_get(now, keys[i]);
		char *sa, *sb;

		if ((skip && !strcmp(keys[i], skip)) || (a && json_equal(a, b)))
			continue;
		sa = show(a);
		sb = show(b);
		fprintf(f, "%s%s differs (campaign %s, %s %s)", any ? ", " : "",
			keys[i], sa ? sa : "?", who, sb ? sb : "?");
		free(sa);
		free(sb);
		any = true;
	}
	fclose(f);
	free(keys);
	if (!any) {
		free(msg);
		return NULL;
	}
	return msg;
}

/* Delete a campaign's journal, summary and run state. */
static void
drop_campaign(const struct campaign_dir *d)
{
	static const char *const files[] = { "journal.jsonl", "summary.json",
					     "state.json" };

	for (size_t i = 0; i < sizeof(files) / sizeof(*files); i++) {
		char *p = campaign_dir_file(d, files[i]);

		unlink(p);
		free(p);
	}
}

/* The state of a resumed campaign; a missing or unreadable file: none. */
static json_t *
load_state(const struct campaign_dir *d, uint64_t journaled)
{
	char *path = campaign_dir_file(d, "state.json");
	json_error_t err;
	json_t *s = NULL;
	bool missing = access(path, F_OK) != 0;

	if (!missing)
		s = json_load_file(path, 0, &err);
	if (!json_is_object(s)) {
		if (journaled && missing)
			campaign_warn("'%s' has no state.json (a campaign of "
				      "an older trident?): its earlier parts "
				      "are not timed and its golden run is not "
				      "checked", d->path);
		else if (journaled)
			campaign_warn("cannot read '%s' (%s): the campaign's "
				      "earlier parts are not timed and its "
				      "golden run is not checked", path,
				      s ? "not an object" : tr_one_line(err.text));
		json_decref(s);
		s = json_object();
	}
	free(path);
	return s;
}

/* then's number of runs, 0 if it has none. */
static uint64_t
runs_of(const json_t *settings)
{
	json_t *r = json_object_get(settings, "runs");

	return json_is_integer(r) && json_integer_value(r) > 0 ?
	       (uint64_t)json_integer_value(r) : 0;
}

/* Check that then (campaign.json) can be resumed with now and runs. */
static int
check_resume(const char *path, const json_t *then, const json_t *now,
	     uint64_t runs)
{
	char *diff = campaign_json_diff(then, now, "command line", "runs");
	uint64_t had = runs_of(then);
	const json_t *was = json_object_get(then, "shard");

	/* now lacks "shard" when the command line gives none: a part of a
	   sharded campaign resumed as a whole. */
	if (!diff && was && !json_object_get(now, "shard")) {
		const char *part = json_is_string(was) ?
				   json_string_value(was) : "?";

		return tr_error("cannot resume '%s': shard differs (campaign "
				"%s, command line none): resume it with "
				"--shard %s", path, part, part);
	}
	if (diff) {
		tr_error("cannot resume '%s': %s", path, diff);
		free(diff);
		return -1;
	}
	if (runs < had)
		return tr_error("cannot resume '%s' with fewer runs (campaign "
				"%llu, command line %llu): a campaign can be "
				"extended, not cut", path,
				(unsigned long long)had,
				(unsigned long long)runs);
	return 0;
}

/* The error for a campaign in the way: how many runs it has, what to do. */
static void
refuse(const struct campaign_opts *o, uint64_t journaled, uint64_t had)
{
	unsigned long long n = journaled, of = had;

	if (o->whole)
		tr_error("campaign directory '%s' holds a campaign of %llu "
			 "runs: replace it with --force", o->dir, n);
	else if (had && journaled >= had)
		tr_error("campaign directory '%s' holds a finished campaign of "
			 "%llu runs: continue it with --resume (a larger -n "
			 "extends it) or start over with --force", o->dir, n);
	else if (had)
		tr_error("campaign directory '%s' holds an unfinished campaign "
			 "(%llu of %llu runs journaled): continue it with "
			 "--resume or start over with --force", o->dir, n, of);
	else
		tr_error("campaign directory '%s' holds a journal of %llu runs: "
			 "continue its campaign with --resume or start over "
			 "with --force", o->dir, n);
}

int
campaign_dir_claim(struct campaign_dir *d, const struct campaign_opts *o,
		   json_t *settings)
{
	char *cpath = campaign_dir_file(d, "campaign.json");
	char *jpath = campaign_dir_file(d, "journal.jsonl");
	json_t *then = NULL;
	json_error_t err;
	uint64_t journaled, runs, had;
	int rc = -1;

	if (o->resume && o->force) {
		tr_error("--resume and --force exclude each other");
		goto out;
	}
	if (count_lines(jpath, &journaled))
		goto out;
	then = json_load_file(cpath, 0, &err);
	if (then && !json_is_object(then)) {
		json_decref(then);
		then = NULL;
		snprintf(err.text, sizeof(err.text), "not a JSON object");
	}
	had = runs_of(then);
	json_object_del(settings, "shard");
	if (o->shards) {
		char part[32];

		snprintf(part, sizeof(part), "%u/%u", o->shard, o->shards);
		json_object_set_new(settings, "shard", json_string(part));
	}
	if (o->resume) {
		if (!then) {
			tr_error("cannot resume: '%s': %s", cpath, tr_one_line(err.text));
			goto out;
		}
		runs = o->runs ? o->runs : had;
		if (!runs) {
			tr_error("cannot resume: '%s' has no number of runs: "
				 "give -n", cpath);
			goto out;
		}
		if (check_resume(cpath, then, settings, runs))
			goto out;
		d->resumed = true;
		d->state = load_state(d, journaled);
	} else {
		if (journaled && !o->force) {
			refuse(o, journaled, had);
			goto out;
		}
		drop_campaign(d);
		runs = o->runs ? o->runs : CAMPAIGN_DEFAULT_RUNS;
		d->state = json_object();
	}
	if (runs > CAMPAIGN_MAX_RUNS) {
		tr_error("a campaign of %llu runs: at most %llu",
			 (unsigned long long)runs, CAMPAIGN_MAX_RUNS);
		goto out;
	}
	json_object_set_new(settings, "runs", json_integer((json_int_t)runs));
	d->runs = runs;
	if (cp_json_write_atomic(settings, cpath))
		goto out;
	d->settings = settings;
	settings = NULL;
	rc = 0;
out:
	json_decref(settings);
	json_decref(then);
	free(cpath);
	free(jpath);
	return rc;
}

int
campaign_dir_write_settings(struct campaign_dir *d, json_t *settings)
{
	char *path = campaign_dir_file(d, "campaign.json");
	int rc;

	json_object_set_new(settings, "runs",
			    json_integer((json_int_t)d->runs));
	rc = cp_json_write_atomic(settings, path);
	free(path);
	json_decref(d->settings);
	d->settings = settings;
	return rc;
}

/*
 * The run state
 */
static int
save_state(struct campaign_dir *d)
{
	char *path = campaign_dir_file(d, "state.json");
	int rc = cp_json_write_atomic(d->state, path);

	free(path);
	return rc;
}

const json_t *
campaign_dir_golden(const struct campaign_dir *d)
{
	return json_object_get(d->state, "golden");
}

int
campaign_dir_set_golden(struct campaign_dir *d, json_t *golden)
{
	if (!d->state)
		d->state = json_object();
	json_object_set_new(d->state, "golden", golden);
	return save_state(d);
}

double
cp_state_wall(const struct campaign_dir *d)
{
	return json_number_value(json_object_get(d->state, "wall_s"));
}

int
cp_state_save(struct campaign_dir *d, double wall_s, uint64_t parts,
	      double last_s)
{
	if (!d->state)
		d->state = json_object();
	json_object_set_new(d->state, "wall_s", json_real(wall_s));
	json_object_set_new(d->state, "wall_last_s", json_real(last_s));
	json_object_set_new(d->state, "parts", json_integer((json_int_t)parts));
	return save_state(d);
}

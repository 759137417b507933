"""Create the Plone site the contract suite runs against.

Run with the server stopped (a file storage allows one process):
    <venv>/bin/zconsole run <instance>/etc/zope.conf create_site.py

Environment (all optional):
    SITE_ID (Plone), SITE_TITLE (Plone site), ADMIN_USER (admin), ADMIN_PASSWORD (admin).
"""

from AccessControl.SecurityManagement import newSecurityManager
from plone.dexterity.fti import DexterityFTI
from Products.CMFPlone.factory import _DEFAULT_PROFILE
from Products.CMFPlone.factory import addPloneSite
from Testing.makerequest import makerequest
from zope.component.hooks import setSite

import os
import sys
import transaction


SITE_ID = os.environ.get("SITE_ID", "Plone")
SITE_TITLE = os.environ.get("SITE_TITLE", "Plone site")
ADMIN_USER = os.environ.get("ADMIN_USER", "admin")
ADMIN_PASSWORD = os.environ.get("ADMIN_PASSWORD", "admin")

ADDON_PROFILE = "profile-plonegovbr.socialmedia:default"
SETTINGS = "plonegovbr.socialmedia.settings"
LINKS = "plonegovbr.socialmedia.links"
# Behaviors the contract scenarios need beyond the add-on's default profile:
# sections and subsites carry their own settings, pages carry their own links.
EXTRA_BEHAVIORS = {"Folder": [SETTINGS], "Document": [LINKS]}


def ensure_admin(app):
    """The Zope root user the suite authenticates with (Basic and @login)."""
    users = app.acl_users
    if ADMIN_USER not in users.getUserNames():
        users._doAddUser(ADMIN_USER, ADMIN_PASSWORD, ["Manager"], [])
    return users.getUserById(ADMIN_USER)


def enable_behaviors(portal, extra):
    """Append behaviors to the FTIs, keeping what the profiles enabled."""
    for portal_type, names in extra.items():
        fti = portal.portal_types[portal_type]
        assert isinstance(fti, DexterityFTI), portal_type
        behaviors = list(fti.behaviors)
        fti.behaviors = tuple(behaviors + [n for n in names if n not in behaviors])


def allow_folders(portal):
    """plone.volto hides Folder from the add menus (global_allow False); the contract's sections are Folders."""
    portal.portal_types["Folder"].global_allow = True


def main(app):
    app = makerequest(app)
    admin = ensure_admin(app)
    newSecurityManager(None, admin.__of__(app.acl_users))
    if SITE_ID in app.objectIds():
        print(f"create_site: {SITE_ID} exists already", file=sys.stderr)
        sys.exit(2)
    site = addPloneSite(
        app,
        SITE_ID,
        title=SITE_TITLE,
        profile_id=_DEFAULT_PROFILE,
        distribution_name="volto",
        setup_content=False,
        default_language="en",
        portal_timezone="UTC",
    )
    setSite(site)
    site.portal_setup.runAllImportStepsFromProfile(ADDON_PROFILE)
    enable_behaviors(site, EXTRA_BEHAVIORS)
    allow_folders(site)
    transaction.commit()
    for portal_type in ["Plone Site", *EXTRA_BEHAVIORS]:
        print(f"create_site: {portal_type}: {site.portal_types[portal_type].behaviors}")
    print(f"create_site: /{SITE_ID} ready")


main(app)  # noqa: F821  (zconsole puts `app` in the script's globals)

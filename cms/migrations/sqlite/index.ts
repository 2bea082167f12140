import * as migration_20261121_075602_initial from './20261121_075602_initial';
import * as migration_20261121_090633_site_settings from './20261121_090633_site_settings';
import * as migration_20261121_103104_leads from './20261121_103104_leads';
import * as migration_20261121_103216_lead_blocks from './20261121_103216_lead_blocks';
import * as migration_20261121_111611_services_content from './20261121_111611_services_content';
import * as migration_20261121_120707_support_redirects from './20261121_120707_support_redirects';
import * as migration_20261121_133725_corporate_cinema_novelas from './20261121_133725_corporate_cinema_novelas';
import * as migration_20261121_133936_block_show_on from './20261121_133936_block_show_on';
import * as migration_20261121_142149_roles from './20261121_142149_roles';
import * as migration_20261121_144851_listing_drafts from './20261121_144851_listing_drafts';
import * as migration_20261121_164008_schedule_publish from './20261121_164008_schedule_publish';
import * as migration_20261124_155009_country_boundary from './20261124_155009_country_boundary';
import * as migration_20261124_163716_login_throttle from './20261124_163716_login_throttle';
import * as migration_20261124_193421_callback_subject_code from './20261124_193421_callback_subject_code';
import * as migration_20261124_202013_pages_show_newsletter from './20261124_202013_pages_show_newsletter';
import * as migration_20261124_225110_storage_fields from './20261124_225110_storage_fields';
import * as migration_20261126_190815_settings_drafts from './20261126_190815_settings_drafts';
import * as migration_20261128_054556_lead_sources_sign_up from './20261128_054556_lead_sources_sign_up';
import * as migration_20261128_054633_package_actions from './20261128_054633_package_actions';
import * as migration_20261128_094613_guide_markers_payment_codes_store_places from './20261128_094613_guide_markers_payment_codes_store_places';
import * as migration_20261128_094631_programme_titles_localized from './20261128_094631_programme_titles_localized';
import * as migration_20261128_094716_novel_times_from_programmes from './20261128_094716_novel_times_from_programmes';
import * as migration_20261128_101805_coverage_areas from './20261128_101805_coverage_areas';
import * as migration_20261128_132020_privacy_retention_erasure from './20261128_132020_privacy_retention_erasure';

export const migrations = [
  {
    up: migration_20261121_075602_initial.up,
    down: migration_20261121_075602_initial.down,
    name: '20261121_075602_initial',
  },
  {
    up: migration_20261121_090633_site_settings.up,
    down: migration_20261121_090633_site_settings.down,
    name: '20261121_090633_site_settings',
  },
  {
    up: migration_20261121_103104_leads.up,
    down: migration_20261121_103104_leads.down,
    name: '20261121_103104_leads',
  },
  {
    up: migration_20261121_103216_lead_blocks.up,
    down: migration_20261121_103216_lead_blocks.down,
    name: '20261121_103216_lead_blocks',
  },
  {
    up: migration_20261121_111611_services_content.up,
    down: migration_20261121_111611_services_content.down,
    name: '20261121_111611_services_content',
  },
  {
    up: migration_20261121_120707_support_redirects.up,
    down: migration_20261121_120707_support_redirects.down,
    name: '20261121_120707_support_redirects',
  },
  {
    up: migration_20261121_133725_corporate_cinema_novelas.up,
    down: migration_20261121_133725_corporate_cinema_novelas.down,
    name: '20261121_133725_corporate_cinema_novelas',
  },
  {
    up: migration_20261121_133936_block_show_on.up,
    down: migration_20261121_133936_block_show_on.down,
    name: '20261121_133936_block_show_on',
  },
  {
    up: migration_20261121_142149_roles.up,
    down: migration_20261121_142149_roles.down,
    name: '20261121_142149_roles',
  },
  {
    up: migration_20261121_144851_listing_drafts.up,
    down: migration_20261121_144851_listing_drafts.down,
    name: '20261121_144851_listing_drafts',
  },
  {
    up: migration_20261121_164008_schedule_publish.up,
    down: migration_20261121_164008_schedule_publish.down,
    name: '20261121_164008_schedule_publish',
  },
  {
    up: migration_20261124_155009_country_boundary.up,
    down: migration_20261124_155009_country_boundary.down,
    name: '20261124_155009_country_boundary',
  },
  {
    up: migration_20261124_163716_login_throttle.up,
    down: migration_20261124_163716_login_throttle.down,
    name: '20261124_163716_login_throttle',
  },
  {
    up: migration_20261124_193421_callback_subject_code.up,
    down: migration_20261124_193421_callback_subject_code.down,
    name: '20261124_193421_callback_subject_code',
  },
  {
    up: migration_20261124_202013_pages_show_newsletter.up,
    down: migration_20261124_202013_pages_show_newsletter.down,
    name: '20261124_202013_pages_show_newsletter',
  },
  {
    up: migration_20261124_225110_storage_fields.up,
    down: migration_20261124_225110_storage_fields.down,
    name: '20261124_225110_storage_fields',
  },
  {
    up: migration_20261126_190815_settings_drafts.up,
    down: migration_20261126_190815_settings_drafts.down,
    name: '20261126_190815_settings_drafts',
  },
  {
    up: migration_20261128_054556_lead_sources_sign_up.up,
    down: migration_20261128_054556_lead_sources_sign_up.down,
    name: '20261128_054556_lead_sources_sign_up',
  },
  {
    up: migration_20261128_054633_package_actions.up,
    down: migration_20261128_054633_package_actions.down,
    name: '20261128_054633_package_actions',
  },
  {
    up: migration_20261128_094613_guide_markers_payment_codes_store_places.up,
    down: migration_20261128_094613_guide_markers_payment_codes_store_places.down,
    name: '20261128_094613_guide_markers_payment_codes_store_places',
  },
  {
    up: migration_20261128_094631_programme_titles_localized.up,
    down: migration_20261128_094631_programme_titles_localized.down,
    name: '20261128_094631_programme_titles_localized',
  },
  {
    up: migration_20261128_094716_novel_times_from_programmes.up,
    down: migration_20261128_094716_novel_times_from_programmes.down,
    name: '20261128_094716_novel_times_from_programmes',
  },
  {
    up: migration_20261128_101805_coverage_areas.up,
    down: migration_20261128_101805_coverage_areas.down,
    name: '20261128_101805_coverage_areas',
  },
  {
    up: migration_20261128_132020_privacy_retention_erasure.up,
    down: migration_20261128_132020_privacy_retention_erasure.down,
    name: '20261128_132020_privacy_retention_erasure'
  },
];
